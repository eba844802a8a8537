/** The welcome card of the home page: who is signed in, for which organisation, and today's date. */
import { z } from 'zod';
import { defineWidget } from '@/ui/widget';

export const welcomeProps = z.object({
  /** Show the user's role tags. */
  showRoles: z.boolean().default(true),
  /** Show the time of the most recent sign-in (the server records it at sign-in, so it may be this session's). */
  showLastLogin: z.boolean().default(true),
  /** For an enterprise's people: 申请评价 and its certified products with their status and expiry. */
  showEnterpriseDesk: z.boolean().default(true),
});
export type WelcomeConfig = z.output<typeof welcomeProps>;

export default defineWidget({
  type: 'welcome',
  title: '欢迎',
  description: '当前用户、所属组织、角色和今天的日期；企业用户另有申请评价入口和本企业圳品证书的状态与有效期',
  category: 'general',
  version: 1,
  defaultSize: { w: 9, h: 7 },
  minSize: { w: 6, h: 5 },
  props: welcomeProps,
  load: () => import('./Widget'),
});
