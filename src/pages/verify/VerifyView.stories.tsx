import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryFrame } from '@/app/account/testing/storyKit';
import { CERT_STATUS } from '@/domain/codes';
import { CERT_MSG } from '@/domain/resources/cert';
import { VerifyView } from './VerifyView';

const VALID = {
  found: true,
  certNo: 'SZP-2026-000123',
  version: 1,
  orgName: '深圳市鹏城绿源农业发展有限公司',
  productName: '鹏城绿源有机菜心',
  basis: 'T/SZS 2190―2021《圳品 蔬菜》',
  issueDate: '2026-11-25',
  expireDate: '2029-11-24',
  status: CERT_STATUS.valid,
  statusLabel: '有效',
  held: true,
  statusTime: null,
} as const;

const meta = {
  title: 'Pages/Verify',
  component: VerifyView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame path="/verify">
        <Story />
      </StoryFrame>
    ),
  ],
  args: { no: '', onSearch: fn(), loading: false, error: null },
} satisfies Meta<typeof VerifyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the sign-in page: a number is asked for, and a malformed one is refused before asking. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    // The message fades in (antd's form animation): wait until it is shown.
    await waitFor(() => expect(canvas.getByText('请输入证书编号')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('证书编号'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(canvas.getByText(CERT_MSG.badNo)).toBeVisible());
    await userEvent.clear(canvas.getByLabelText('证书编号'));
    await userEvent.type(canvas.getByLabelText('证书编号'), 'szp-2026-000123');
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('SZP-2026-000123'));
  },
};

/** From a QR code: a valid certificate, said plainly. */
export const Valid: Story = {
  args: { no: VALID.certNo, result: VALID },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该证书有效，是真实的圳品证书。')).toBeVisible();
    await expect(canvas.getByText('深圳市鹏城绿源农业发展有限公司')).toBeVisible();
    await expect(canvas.getByText(VALID.basis)).toBeVisible();
    await expect(canvas.getByText('2026-11-25 至 2029-11-24')).toBeVisible();
    await expect(canvas.getByLabelText('证书编号')).toHaveValue(VALID.certNo);
  },
};

/** A revoked certificate says it is no longer valid. */
export const Revoked: Story = {
  args: { no: VALID.certNo, result: { ...VALID, status: CERT_STATUS.revoked, statusLabel: '已撤销', held: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该证书当前状态为“已撤销”，不再有效。')).toBeVisible();
  },
};

/** Past its date. */
export const Expired: Story = {
  args: { no: VALID.certNo, result: { ...VALID, status: CERT_STATUS.expired, statusLabel: '已失效', held: false, expireDate: '2025-01-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该证书已超过有效期，不再有效。')).toBeVisible();
  },
};

/** A number that is not a certificate. */
export const Unknown: Story = {
  args: { no: 'SZP-1999-000001', result: { found: false, message: CERT_MSG.unknownNo } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CERT_MSG.unknownNo)).toBeVisible();
  },
};

/** Too many checks from one address: the server's words. */
export const Refused: Story = {
  args: { no: VALID.certNo, error: '操作过于频繁，请 30 秒后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('操作过于频繁，请 30 秒后再试')).toBeVisible();
  },
};
