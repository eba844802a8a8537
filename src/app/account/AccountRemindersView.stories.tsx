import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { StoryFrame } from './testing/storyKit';
import { makeUser } from './testing/users';
import { AccountRemindersView } from './AccountRemindersView';
import { pendingAuditText } from './rules';

const pendingUser = makeUser({ status: 1, username: 'pending', name: '赵思远' }, { name: '深圳市新禾农业科技有限公司', type: orgTypeValue(ORG_TYPE.enterprise) }, []);

const meta = {
  title: 'Account/AccountReminders',
  component: AccountRemindersView,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: {
    user: makeUser(),
    passwordNotice: null,
    pendingText: null,
    changePasswordOpen: false,
    onOpenChangePassword: fn(),
    onCloseChangePassword: fn(),
    onPasswordNoticeDone: fn(),
    onSaveUserInfo: fn(async () => {}),
    savingUserInfo: false,
    onChangePassword: fn(async () => {}),
    changingPassword: false,
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountRemindersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete user with a recent password: nothing to remind of. */
export const NothingToRemind: Story = {
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A user without a name must complete the profile first; the password reminder waits. */
export const NeedsCompletion: Story = {
  args: { user: makeUser({ name: null }), passwordNotice: { kind: 'initial' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '完善用户信息' })).toBeInTheDocument();
    await expect(screen.queryByText('您当前使用的是初始密码，请修改密码')).not.toBeInTheDocument();
  },
};

/** The initial-password prompt once the profile is complete. */
export const InitialPassword: Story = {
  args: { passwordNotice: { kind: 'initial' } },
  play: async () => {
    await expect(await screen.findByText('您当前使用的是初始密码，请修改密码')).toBeInTheDocument();
  },
};

/** The header's 修改密码 opened the dialog. */
export const ChangePasswordOpen: Story = {
  args: { changePasswordOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  },
};

/** Pending review in an enterprise: the notice names the organisation administrator. */
export const PendingWithContact: Story = {
  args: { user: pendingUser, pendingText: pendingAuditText(pendingUser, { name: '王建华', mobile: '13800000006' }) },
  play: async () => {
    await expect(await screen.findByText('注册信息待审核')).toBeInTheDocument();
    await expect(screen.getByText(/请联系企业管理员 王建华（13800000006）/)).toBeInTheDocument();
  },
};

/** The administrator lookup failed: the notice goes without a contact. */
export const PendingWithoutContact: Story = {
  args: { user: pendingUser, pendingText: pendingAuditText(pendingUser, null) },
  play: async () => {
    await expect(await screen.findByText('「深圳市新禾农业科技有限公司」的注册申请正在审核中，审核通过后即可使用平台的全部功能。')).toBeInTheDocument();
  },
};
