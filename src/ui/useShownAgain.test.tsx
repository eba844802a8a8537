import { render } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useShownAgain } from './useShownAgain';

function Page({ onShownAgain }: { onShownAgain: () => void }) {
  useShownAgain(onShownAgain);
  return <p>page</p>;
}

describe('useShownAgain', () => {
  it('runs each time a kept-alive page is shown again, never on its first mount', () => {
    const shownAgain = vi.fn();
    const tab = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Page onShownAgain={shownAgain} />
      </Activity>
    );
    const { rerender, unmount } = render(tab('visible'));
    expect(shownAgain).not.toHaveBeenCalled();
    rerender(tab('hidden'));
    expect(shownAgain).not.toHaveBeenCalled();
    rerender(tab('visible'));
    expect(shownAgain).toHaveBeenCalledTimes(1);
    rerender(tab('hidden'));
    rerender(tab('visible'));
    expect(shownAgain).toHaveBeenCalledTimes(2);
    unmount();
  });
});
