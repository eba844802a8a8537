import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogueBatch } from '@/api/catalogue';
import { CERT_MSG } from '@/domain/resources/cert';
import { fromMutation, type WidgetData } from '@/ui/widget';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { BATCHES, NEXT } from './fixtures';
import manifest from './index';
import { CertBatchesView } from './View';

interface HarnessProps {
  state: WidgetData<readonly CatalogueBatch[]>;
  canPublish: boolean;
  /** What the server answers 发布新一批: the batch, or the refusal in its words. */
  onPublish: () => Promise<CatalogueBatch>;
}

/** The view with a real mutation behind it; a published batch joins the list as the server's would. */
function Harness({ state, canPublish, onPublish }: HarnessProps) {
  const [batches, setBatches] = useState(state);
  const publish = useMutation({ mutationFn: onPublish, onSuccess: (b) => setBatches((s) => (s.status === 'success' ? { status: 'success', data: [b, ...s.data] } : s)) });
  return <CertBatchesView state={batches} canPublish={canPublish} publish={fromMutation(publish)} />;
}

const meta = {
  title: 'Widgets/Certificate/CertBatches',
  component: Harness,
  args: { state: { status: 'success', data: BATCHES }, canPublish: false, onPublish: fn(async () => NEXT) },
  decorators: [
    (Story) => (
      <div style={{ width: 900, height: 360 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('尚未发布目录')).toBeVisible();
  },
};

/** Management reads the batches; nothing to publish for it. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第3批')).toBeVisible();
    await expect(canvas.getByText('2025年第1批圳品目录')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /发布新一批/ })).toBeNull();
  },
};

/** The officer publishes the next batch after confirming it. */
export const OfficerPublishes: Story = {
  args: { canPublish: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /发布新一批/ }));
    await userEvent.click(within(await page(canvasElement).findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onPublish).toHaveBeenCalled());
    await expect(await canvas.findByText('2026年第4批圳品目录')).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByText('2026年第4批圳品目录已发布，共3个产品')).toBeVisible());
  },
};

/** Nothing new to publish: the server's words above the table. */
export const NothingToPublish: Story = {
  args: {
    canPublish: true,
    onPublish: fn(async () => {
      throw new globalThis.Error(CERT_MSG.nothingToPublish);
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /发布新一批/ }));
    await userEvent.click(within(await page(canvasElement).findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));
    await expect(await canvas.findByText(CERT_MSG.nothingToPublish)).toBeVisible();
  },
};
