import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { STORY_AVATAR, StoryFrame, storyUser } from './testing/storyKit';
import { makeUser } from './testing/users';
import { ProfileView } from './ProfileView';

const meta = {
  title: 'Account/PersonalCenter',
  component: ProfileView,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: { user: makeUser(), onSave: fn(async () => {}), saving: false, onUploadAvatar: fn(async () => STORY_AVATAR), uploading: false, onChangePassword: fn() },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise administrator: profile to edit, organisation and roles read-only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('姓名')).toHaveValue('王建华');
    await expect(await canvas.findByText('深圳市鹏城绿源农业发展有限公司')).toBeInTheDocument();
    await expect(await canvas.findByText('企业管理员')).toBeInTheDocument();
    // Shown in the browser's time zone.
    await expect(await canvas.findByText('2026-03-01 09:30:00')).toBeInTheDocument();
  },
};

/** With an avatar; an institution of several unit types. */
export const WithAvatar: Story = {
  args: {
    user: makeUser({ avatar: STORY_AVATAR, username: 'evaluator', name: '林嘉怡', sex: '2' }, { name: '深圳市鹏质认证评价有限公司', type: orgTypeValue(ORG_TYPE.evaluation, ORG_TYPE.testing) }, [{ code: 'R_UNIT_ADMIN', name: '机构管理员', tag: 'UNIT' }]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('评价机构、检测机构')).toBeInTheDocument();
  },
};

/** Registration pending review, never changed the password. */
export const PendingInitialPassword: Story = {
  args: { user: makeUser({ status: 1, pwdUpdateTime: null }, { name: '深圳市新禾农业科技有限公司' }, []) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('待审核')).toBeInTheDocument();
    await expect(await canvas.findByText('初始密码')).toBeInTheDocument();
  },
};

/** Edits are saved; the change-password entry asks for the dialog. */
export const SaveAndChangePassword: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.clear(canvas.getByLabelText('姓名'));
    await user.type(canvas.getByLabelText('姓名'), '王建国');
    await user.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: '王建国', email: 'enterprise@zp-demo.cn', mobile: '13800000006' })));
    await expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await user.click(canvas.getByRole('button', { name: /修改密码/ }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
  },
};

/** A bad mobile and a one-character name are refused before saving. */
export const InvalidValues: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.clear(canvas.getByLabelText('姓名'));
    await user.type(canvas.getByLabelText('姓名'), '王');
    await user.clear(canvas.getByLabelText('手机号码'));
    await user.type(canvas.getByLabelText('手机号码'), '12800000006');
    await user.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('用户名称长度在 2 到 15 个字符')).toBeInTheDocument();
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A GIF is not an avatar: the spec's message, and nothing uploaded. */
export const AvatarWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    // The accept filter would hide a GIF from the picker; the check must hold for a dropped one too.
    await storyUser({ applyAccept: false }).upload(input, new File(['GIF89a'], 'face.gif', { type: 'image/gif' }));
    await expect(await screen.findByText('上传图片只能是 JPG、PNG、JPEG格式!')).toBeInTheDocument();
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

/** A PNG is uploaded and becomes the avatar to save. */
export const AvatarUploaded: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await storyUser().upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' }));
    await waitFor(() => expect(args.onUploadAvatar).toHaveBeenCalledOnce());
    await storyUser().click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ avatar: STORY_AVATAR })));
  },
};

/** A failed save shows the server's msg. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('邮箱格式如:name@example.com');
    }),
  },
  play: async ({ canvas }) => {
    await storyUser().click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('邮箱格式如:name@example.com');
  },
};
