import { render, screen, within } from '@testing-library/react';
import { Tabs } from 'antd';
import { describe, expect, it } from 'vitest';
import { patchA11y } from './a11yPatches';

describe('the page’s accessibility patches', () => {
  it('make the list of tabs the tablist, so the 更多 button of tabs that do not fit is not inside it', () => {
    const { container } = render(
      <Tabs
        items={[
          { key: 'team', label: '检查组', children: '组员' },
          { key: 'visits', label: '现场检查', children: '场所' },
        ]}
      />,
    );
    patchA11y(container);
    const tablist = screen.getByRole('tablist');
    expect(tablist).toHaveClass('ant-tabs-nav-list');
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['检查组', '现场检查']);
    expect(tablist.querySelector('.ant-tabs-nav-more')).toBeNull();
    patchA11y(container);
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
  });
});
