/**
 * 目录批次: the 圳品目录's published batches (第N批, when, how many products), and for the
 * certificate officer 发布新一批: every held certificate not yet published becomes the next batch.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const certBatchesProps = z.object({});
export type CertBatchesConfig = z.output<typeof certBatchesProps>;

export default defineWidget({
  type: 'cert-batches',
  title: '目录批次',
  description: '圳品目录已发布的批次；证书管理员把有效且尚未发布的证书发布为新一批',
  category: 'certificate',
  version: 1,
  defaultSize: { w: 24, h: 8 },
  minSize: { w: 8, h: 5 },
  props: certBatchesProps,
  permission: PERMS.cert.catalogue,
  load: () => import('./Widget'),
});
