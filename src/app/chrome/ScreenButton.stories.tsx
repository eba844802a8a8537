import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { SCREEN_LABEL, SCREEN_URL, ScreenButton } from './ScreenButton';

const meta = {
  title: 'Shell/ScreenButton',
  component: ScreenButton,
  args: { orgType: orgTypeValue(ORG_TYPE.management) },
} satisfies Meta<typeof ScreenButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A management body (organisation type 1) opens the big screen in a new window. */
export const ManagementBody: Story = {
  play: async ({ canvas }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(canvas.getByRole('button', { name: SCREEN_LABEL }));
    await expect(open).toHaveBeenCalledWith(SCREEN_URL, '_blank', 'noopener');
    open.mockRestore();
  },
};

/** Enterprises and institutions do not get the button. */
export const OtherOrganisation: Story = {
  args: { orgType: orgTypeValue(ORG_TYPE.enterprise) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: SCREEN_LABEL })).not.toBeInTheDocument();
  },
};
