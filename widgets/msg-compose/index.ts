/** Compose and send a message (消息推送): category, type, template or free text, attachments, target and channels. */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const msgComposeProps = z.object({
  /** Channels ticked when the form opens. */
  defaultChannels: z.array(z.enum(['WEB', 'SMS', 'EMAIL', 'WECHAT', 'DINGTALK', 'APP'])).min(1).default(['WEB']),
  /** Target kind selected when the form opens. */
  defaultTarget: z.enum(['USER', 'ROLE', 'ORG']).default('ORG'),
});
export type MsgComposeConfig = z.output<typeof msgComposeProps>;

export default defineWidget({
  type: 'msg-compose',
  title: '发送消息',
  description: '编写消息并推送给用户、角色或组织，可选站内信、短信、邮件、微信、钉钉、APP 渠道',
  category: 'message',
  version: 1,
  defaultSize: { w: 24, h: 16 },
  minSize: { w: 12, h: 12 },
  props: msgComposeProps,
  permission: PERMS.msgPush.send,
  load: () => import('./Widget'),
});
