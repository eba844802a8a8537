/**
 * The stories every record widget has, made once: Loading, Error (with 重试), None (nothing
 * chosen) and NotFound, each with its play function. A widget's stories file names them as before:
 *
 *   const states = recordStateStories((state) => ({ state }), ANNEX_TEXT);
 *   export const Loading: Story = states.loading;
 *   export const NoApplication: Story = states.none;
 */
import { expect, fn, type within } from 'storybook/test';
import type { RecordState } from './recordVar';

/** The states a record widget shows without its data. */
export type RecordOnlyState = Exclude<RecordState<never>, { readonly status: 'success' }>;

type Canvas = ReturnType<typeof within>;

export interface RecordStateStory<P> {
  readonly args: P;
  readonly play: (context: { canvas: Canvas }) => Promise<void>;
}

/** The error a record widget's Error story shows. */
export const STORY_SERVER_ERROR = '后台服务异常！';

export interface RecordStoryTexts {
  readonly none: string;
  readonly notFound: string;
}

/**
 * `put` places a state in the story's args (`(state) => ({ state })`, or `({ record: state })`);
 * `text` is the widget's none / notFound words, the stories check they show.
 */
export function recordStateStories<P>(put: (state: RecordOnlyState) => P, text: RecordStoryTexts) {
  const loading: RecordStateStory<P> = {
    args: put({ status: 'loading' }),
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
    },
  };
  const error: RecordStateStory<P> = {
    args: put({ status: 'error', message: STORY_SERVER_ERROR, retry: fn() }),
    play: async ({ canvas }) => {
      await expect(canvas.getByText(STORY_SERVER_ERROR)).toBeVisible();
      await expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible();
    },
  };
  const none: RecordStateStory<P> = {
    args: put({ status: 'none' }),
    play: async ({ canvas }) => {
      await expect(canvas.getByText(text.none)).toBeVisible();
    },
  };
  const notFound: RecordStateStory<P> = {
    args: put({ status: 'notFound' }),
    play: async ({ canvas }) => {
      await expect(canvas.getByText(text.notFound)).toBeVisible();
    },
  };
  return { loading, error, none, notFound };
}
