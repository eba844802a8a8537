import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_SANDBOX, FramePage } from './FramePage';

describe('the hyperlink wrapper screen', () => {
  afterEach(cleanup);

  it('embeds the address in a sandboxed frame that cannot reach the portal', () => {
    render(<FramePage url="https://example.org/app?x=1" title="外部系统" />);
    const frame = screen.getByTitle('外部系统');
    expect(frame).toHaveAttribute('src', 'https://example.org/app?x=1');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    // Scripts plus same origin would let the page lift the sandbox: never both.
    expect(sandbox).not.toContain('allow-same-origin');
    expect(FRAME_SANDBOX).toBe(frame.getAttribute('sandbox'));
  });
});
