/**
 * Attachment types (附件类型): the kinds of document an enterprise uploads with an evaluation
 * application (营业执照, 产品检测报告, 商标注册证, ...) and the upload rules of each. The spec lists
 * the page (screens document §2 "attachment list and attachment types") without fields; these are
 * the ones the upload controls need: the type group of src/domain/upload.ts, a size limit (the
 * attachment control's default 20 MB, at most the general 50 MB), a count limit (0 = no limit, the
 * spec's attachment list default), whether it is required, the order and an enabled flag. Left
 * empty, the numbers and flags take their defaults (the fields' `default`, which the add form starts
 * with too): 20 MB, 0, not required, 0, enabled.
 */
import { defineResource, fieldErrorText } from '../resource';
import { ATTACHMENT_DEFAULT_MB, MAX_UPLOAD_MB } from '../upload';

export const ANNEX_TYPE_PREFIX = '/api/base/annextype';

export const ANNEX_TYPE_LIMITS = { minMb: 1, maxMb: MAX_UPLOAD_MB, defaultMb: ATTACHMENT_DEFAULT_MB, maxCount: 99 } as const;

export const ANNEX_TYPE_MSG = {
  sizeRange: fieldErrorText('大小限制(MB)', `只能填写${ANNEX_TYPE_LIMITS.minMb}到${ANNEX_TYPE_LIMITS.maxMb}之间的整数`),
  countRange: fieldErrorText('数量上限(0为不限)', `只能填写0到${ANNEX_TYPE_LIMITS.maxCount}之间的整数`),
  seqRange: fieldErrorText('排序', '只能填写数字'),
  duplicateCode: (code: string) => fieldErrorText('类型编码', `${code} 已存在`),
  duplicateName: (name: string) => fieldErrorText('类型名称', `${name} 已存在`),
} as const;

export const annexTypeResource = defineResource({
  name: 'annexType',
  title: '附件类型',
  defaultSort: 'seq,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 70 } },
    code: { label: '类型编码', type: 'string', required: true, max: 20, validators: ['alnum20'], search: ['like', 'eq', 'in'], sortable: true, column: { width: 120 } },
    name: { label: '类型名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 180 } },
    uploadType: { label: '允许的文件类型', type: 'code', codes: 'uploadType', required: true, search: ['eq', 'in'], column: { width: 220 } },
    maxSizeMb: { label: '大小限制(MB)', type: 'int', default: ANNEX_TYPE_LIMITS.defaultMb, sortable: true, column: { width: 110 } },
    maxCount: { label: '数量上限(0为不限)', type: 'int', default: 0, column: { width: 130 } },
    required: { label: '必须上传', type: 'bool', default: false, search: ['eq'], column: { width: 90 } },
    seq: { label: '排序', type: 'int', default: 0, sortable: true, column: { width: 70 } },
    enabled: { label: '启用', type: 'bool', default: true, search: ['eq'], column: { width: 70 } },
    remark: { label: '说明', type: 'string', max: 500, column: { width: 220 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});
