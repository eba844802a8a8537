import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Perm, PermProvider, usePerm } from './Perm';

const withPerms = (perms: string) => ({ children }: { children: ReactNode }) => <PermProvider perms={perms}>{children}</PermProvider>;

describe('the permission directive', () => {
  it('keeps an element whose permission is in the comma-separated list, and removes it otherwise', () => {
    render(
      <PermProvider perms="sys:user:list, sys:user:add">
        <Perm need="sys:user:add">
          <button>新增</button>
        </Perm>
        <Perm need="sys:user:remove">
          <button>删除</button>
        </Perm>
      </PermProvider>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('grants everything to the wildcard and nothing to an empty list or no provider', () => {
    expect(renderHook(() => usePerm(), { wrapper: withPerms('*') }).result.current('anything')).toBe(true);
    expect(renderHook(() => usePerm(), { wrapper: withPerms('') }).result.current('sys:user:add')).toBe(false);
    expect(renderHook(() => usePerm()).result.current('sys:user:add')).toBe(false);
  });

  it('matches whole permissions, not prefixes', () => {
    expect(renderHook(() => usePerm(), { wrapper: withPerms('sys:user:add') }).result.current('sys:user')).toBe(false);
  });
});
