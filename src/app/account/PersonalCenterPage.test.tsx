import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { useSession } from '@/stores/session';
import { TestProviders } from './testing/TestProviders';
import { makeUser } from './testing/users';
import { PersonalCenterPage } from './PersonalCenterPage';

const api = vi.hoisted(() => ({ updateCurrentUser: vi.fn(), fetchCurrentUser: vi.fn() }));
vi.mock('@/api/account', () => api);

function renderPage() {
  useSession.getState().setUser(makeUser());
  render(
    <TestProviders>
      <PersonalCenterPage />
    </TestProviders>,
  );
  return screen.getByRole('button', { name: /保\s*存/ });
}

describe('the personal centre', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.fetchCurrentUser.mockResolvedValue(makeUser({ name: '王建国' }));
  });

  it('shows 保存 busy while the profile is saved, then says so and holds the saved user', async () => {
    let saved: () => void = () => {};
    api.updateCurrentUser.mockReturnValue(new Promise<null>((resolve) => (saved = () => resolve(null))));
    const save = renderPage();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王建国' } });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    expect(api.updateCurrentUser).toHaveBeenCalledWith(6, expect.objectContaining({ name: '王建国' }), { silent: true });
    saved();
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    expect(useSession.getState().user?.info.sysUser.name).toBe('王建国');
  });

  it('shows the server msg in the form when the save is refused', async () => {
    api.updateCurrentUser.mockRejectedValue(new ApiCallError(400, '邮箱已被使用', 'body'));
    const save = renderPage();
    fireEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱已被使用');
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    expect(api.fetchCurrentUser).not.toHaveBeenCalled();
  });
});
