// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('the sign-in redirect', () => {
  it('honours a path inside the portal, with its query', () => {
    expect(safeRedirect('/index?x=1')).toBe('/index?x=1');
    expect(safeRedirect(encodeURIComponent('/12_3?tab=a'))).toBe('/12_3?tab=a');
  });

  it('ignores absolute, protocol-relative and odd addresses', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/%2F/evil', '%zz', '', '/login?redirect=/x']) {
      expect(safeRedirect(bad)).toBe('/index');
    }
  });
});
