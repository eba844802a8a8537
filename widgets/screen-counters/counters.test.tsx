import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUpAt, toCounters } from './counters';
import manifest, { countersProps } from './index';
import { CountersView } from './View';

afterEach(() => vi.useRealTimers());

describe('the digital counters', () => {
  it('read the four cards of the overview by default', () => {
    expect(manifest.type).toBe('screen-counters');
    const config = countersProps.parse({});
    expect(config.items.map((i) => i.label)).toEqual(['申报', '开展评价', '评价通过', '上市']);
    const reply = { declarations: { total: 5, enterprises: 2, products: 4 }, profile: { products: 9 } };
    expect(toCounters(reply, config.items)[0]).toEqual({ key: 'declarations', label: '申报', unit: '件', total: 5, enterprises: 2, products: 4 });
    expect(toCounters(reply, [{ field: 'profile.products', label: '产品', unit: '' }])[0].total).toBe(9);
    expect(toCounters(reply, [{ field: 'nope', label: 'x', unit: '' }])[0].total).toBe(0);
  });

  it('count up from the last figure to the new one, easing out, in whole numbers', () => {
    expect(countUpAt(0, 100, 0)).toBe(0);
    expect(countUpAt(0, 100, 0.5)).toBe(88);
    expect(countUpAt(0, 100, 1)).toBe(100);
    expect(countUpAt(100, 40, 2)).toBe(40);
  });

  it('reach the figure after the animation and name it at once', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    render(<CountersView state={{ status: 'success', data: [{ key: 'a', label: '申报', unit: '件', total: 286, enterprises: 27, products: 143 }] }} config={countersProps.parse({})} />);
    expect(screen.getByRole('group', { name: '申报 286件，企业 27 家，产品 143 个' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1500));
    expect(document.querySelector('[data-value="286"]')).toHaveTextContent('286');
  });
});
