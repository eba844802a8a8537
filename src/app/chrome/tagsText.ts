/** The tags bar's words: its right-click menu, and what the bar is called to assistive technology (and to tests that find a tag in it). */
export const TAG_ACTIONS = {
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  closeAll: '全部关闭',
} as const;
export type TagAction = keyof typeof TAG_ACTIONS;

export const TAGS_LABEL = '已打开的页面';
