import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTabScroll } from './useTabScroll';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useTabScroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new tab at the top and brings a tab back where it was left', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ tab }) => useTabScroll(tab), { initialProps: { tab: '/users' } });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(640);
    rerender({ tab: '/dic' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(120);
    rerender({ tab: '/users' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    rerender({ tab: '/dic' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('does not move the window when the same tab renders again', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ tab }) => useTabScroll(tab), { initialProps: { tab: '/users' } });
    scrollWindowTo(300);
    rerender({ tab: '/users' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
