import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import type { AnnualState } from './annual';
import { LARGE, NOTHING_DUE, TYPICAL, YEAR } from './fixtures';
import manifest from './index';
import { JdAnnualView } from './View';

interface HarnessProps {
  year: number | null;
  /** What the figures call answers per year (a year not listed: loading). */
  byYear: Readonly<Record<number, AnnualState>>;
  onYear: (y: number) => void;
}

/** The view with the year held as the layout variable would be, each year answering its figures. */
function AnnualHarness({ year, byYear, onYear }: HarnessProps) {
  const [y, setY] = useState<number | null>(year);
  const state: AnnualState = y === null ? { status: 'none' } : (byYear[y] ?? { status: 'loading' });
  return (
    <JdAnnualView
      year={y}
      currentYear={YEAR}
      state={state}
      onYear={(next) => {
        onYear(next);
        setY(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Supervision/JdAnnual',
  component: AnnualHarness,
  args: {
    year: YEAR,
    byYear: { [YEAR]: { status: 'success', data: TYPICAL }, 2025: { status: 'success', data: { ...TYPICAL, year: 2025, due: 40, planned: 40, inTask: 40, done: 40, passed: 38, unpassed: 2 } } },
    onYear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 300 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof AnnualHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

export const Loading: Story = {
  args: { byYear: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { byYear: { [YEAR]: { status: 'error', message: '后台服务异常！', retry: fn() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('后台服务异常！')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};

/** No year yet (the widget sets the current one as soon as it mounts). */
export const NoYear: Story = {
  args: { year: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择监督年度')).toBeVisible();
  },
};

/** A year nothing is due in: every figure 0, no rates. */
export const Empty: Story = {
  args: { year: 2030, byYear: { 2030: { status: 'success', data: NOTHING_DUE } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2030年没有需要年度监督的有效证书')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: '应监督证书 0' })).toBeVisible();
    await expect(canvas.queryByTestId('jd-annual-coverage')).toBeNull();
  },
};

/** The year's progress; 上一年 shows 2025's, and the year is picked from the list again. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const figures = within(canvas.getByRole('list', { name: '年度监督进度' }));
    await expect(figures.getByRole('listitem', { name: '应监督证书 48' })).toBeVisible();
    await expect(figures.getByRole('listitem', { name: '已纳入计划 40' })).toBeVisible();
    await expect(figures.getByRole('listitem', { name: '不通过 1' })).toBeVisible();
    await expect(canvas.getByTestId('jd-annual-coverage')).toHaveTextContent('83.3%');
    await expect(canvas.getByTestId('jd-annual-completion')).toHaveTextContent('33.3%');
    await expect(canvas.getByTestId('jd-annual-pass-rate')).toHaveTextContent('93.8%');
    await expect(canvas.getByText('尚有 8 个证书未纳入计划')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '上一年' }));
    await expect(args.onYear).toHaveBeenCalledWith(2025);
    await waitFor(() => expect(canvas.getByRole('listitem', { name: '通过 38' })).toBeVisible());
    await expect(canvas.queryByText(/未纳入计划$/)).toBeNull();

    await userEvent.click(canvas.getByRole('combobox', { name: '监督年度' }));
    await userEvent.click(await page(canvasElement).findByTitle('2026年'));
    await expect(args.onYear).toHaveBeenLastCalledWith(2026);
    await waitFor(() => expect(canvas.getByRole('listitem', { name: '应监督证书 48' })).toBeVisible());
  },
};

/** A province's year: six-figure counts with separators. */
export const LargeData: Story = {
  args: { byYear: { [YEAR]: { status: 'success', data: LARGE } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { name: '应监督证书 128406' })).toHaveTextContent('128,406');
    await expect(canvas.getByTestId('jd-annual-coverage')).toHaveTextContent('100%');
    await expect(canvas.getByTestId('jd-annual-pass-rate')).toHaveTextContent('98.1%');
  },
};
