import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UPDATE_TEXT, UpdatePromptView } from './UpdatePromptView';

const meta = {
  title: 'Shell/UpdatePrompt',
  component: UpdatePromptView,
  args: { needRefresh: true, onUpdate: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: 立即更新 hands over to it (the page then reloads). */
export const NewVersion: Story = {
  play: async ({ args }) => {
    const note = await screen.findByRole('status');
    await expect(note).toHaveTextContent(UPDATE_TEXT.title);
    await expect(note).toHaveTextContent(UPDATE_TEXT.body);
    await userEvent.click(screen.getByRole('button', { name: UPDATE_TEXT.update }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onLater).not.toHaveBeenCalled();
  },
};

/** 稍后: this version stays until every window of the portal is closed. */
export const Later: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: UPDATE_TEXT.later }));
    await expect(args.onLater).toHaveBeenCalledOnce();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** After 立即更新, while the new version takes over: the button spins, 稍后 is off. */
export const Updating: Story = {
  args: { updating: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: UPDATE_TEXT.later })).toBeDisabled();
  },
};

/** Nothing new: nothing shown. */
export const UpToDate: Story = {
  args: { needRefresh: false },
  play: async () => {
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};
