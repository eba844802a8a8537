/**
 * The message numbers and the read filter (screens document §9, §2), kept apart from message.ts
 * (which re-exports them) so the 我的消息 widget's manifest, loaded on every page through the
 * widget registry, does not bring the code lists and message helpers with it (ARCHITECTURE.md §8).
 */

/** Numbers of §9 and §2. */
export const MSG_LIMITS = {
  pageSize: 20,
  pageSizes: [10, 20, 30, 50, 100, 200, 300, 500] as const,
  popoverSize: 6,
  scrollTopMs: 800,
  dialogWidth: 700,
  /** Unread notices of the last 7 days are shown for 15 seconds after sign-in. */
  reminderDays: 7,
  reminderMs: 15_000,
  /** The bell asks for the unread count this often while the tab is visible. */
  pollMs: 5_000,
  lstMax: 200,
  maxAnnexes: 20,
  maxTitle: 200,
  maxContent: 20_000,
  maxRecipients: 10_000,
} as const;

/** The read-status filter (§9): '' all, '0' unread, '1' read. */
export const READ_FILTERS = [
  { value: '', label: '全部' },
  { value: '0', label: '未读' },
  { value: '1', label: '已读' },
] as const;
export type ReadFilter = (typeof READ_FILTERS)[number]['value'];
