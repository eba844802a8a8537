/**
 * Every code list and status map of the specification (screens document §3 and §4), defined once.
 * The server seeds them into dictionaries (sys_dic code = the key below); the client renders
 * selects, radios and tags from them. Values are strings because they travel as dictionary
 * item values; `codeLabel` looks a label up.
 */
/** The colour family a status shows in: antd's preset Tag and Badge status colours. */
export type CodeTone = 'default' | 'processing' | 'success' | 'warning' | 'error';

export interface CodeItem {
  readonly value: string;
  readonly label: string;
  /**
   * The status colour of this value in lists and record headers. A workflow's status list leaves
   * it out: its tones are read from the transition table (src/domain/workflows toneOf).
   */
  readonly tone?: CodeTone;
}

export interface CodeList {
  readonly code: string;
  readonly name: string;
  readonly items: readonly CodeItem[];
}

const list = (code: string, name: string, pairs: ReadonlyArray<readonly [string | number, string, CodeTone?]>): CodeList => ({
  code,
  name,
  items: pairs.map(([value, label, tone]) => ({ value: String(value), label, ...(tone ? { tone } : {}) })),
});

/**
 * Named status codes of the lists that workflows move through (src/domain/workflows): code reads
 * `PRODUCT_REVIEW.pending`, never a bare number.
 */
export const PRODUCT_REVIEW = { draft: -3, failed: -1, pending: 0, passed: 1 } as const;
/** 机构人员核验: an institution's staff member's qualifications, checked by management (codes ours: the spec names none). */
export const STAFF_VERIFY = { draft: -3, rejected: -1, pending: 0, verified: 1 } as const;
/** Evaluation status (the spec's codes, our names; flow: workflows/evaluation.ts). */
export const EVAL_STATUS = {
  draft: -3, refill: -2, release: 0, checkResult: 1, confirmUnit: 2, materials: 3, acceptReview: 4, auditReview: 5,
  pushPlan: 8, docView: 9, editMaterials: 10, docUnpass: 11, docPass: 12, noticePush: 13, pushSitePlan: 14,
  confirmSitePlan: 15, siteEval: 16, evalConfirm: 17, nonconform: 18, checklist: 20, reportPush: 21, waitMeeting: 22,
  decidePass: 23, checkedDoc: 24, checkedDocPass: 25, technicalPass: 26, certConfirm: 66, passed: 88, stopped: 89, notPassed: 99,
} as const;
export const EVAL_TYPE = { first: 0, repeat: 1, productExpansion: 2, baseExpansion: 3, annual: 4 } as const;
export const EVAL_PRODUCT_STATUS = { draft: -3, default: 0, submitted: 7, unitConfirmed: 9, managementConfirmed: 1 } as const;
/** 企业预申请: the enterprise's intent to apply, pre-reviewed by management (our codes; the spec names the pages only). */
export const EVAL_PRE_STATUS = { draft: -3, returned: -1, pending: 0, accepted: 1 } as const;
/** Change after a pass (FLOW_BG_), the spec's codes: 草稿, 退回补充, 提交材料 (under audit), 发布 (approved, in force). */
export const CHANGE_STATUS = { draft: -3, refill: -2, materials: 3, release: 0 } as const;
export const RECOMMEND = { no: 0, yes: 1, pending: 2 } as const;
export const TEST_OPINION = { none: 0, qualified: 1, unqualified: 2 } as const;
export const PRODUCT_OUTCOME = { notPassed: -1, awaitCommittee: 1, awaitMeeting: 2, awaitCert: 3, certGenerated: 4 } as const;
/** A certificate's status; 3 失效 (expired) is the spec's edit variant's, which a certificate's status column holds once it expires. */
export const CERT_STATUS = { toGenerate: -3, awaitConfirm: -2, awaitStamped: -1, valid: 0, revoked: 1, suspended: 2, expired: 3, cancelled: 6 } as const;

/** Supervision (FLOW_JD_): the spec's codes, our names (flows: workflows/jdPlan.ts, jdTask.ts, jdSite.ts). */
export const JD_TYPE = { annual: 0, key: 1, renewal: 2 } as const;
export const JD_METHOD = { onSite: 10, infoCheck: 20, sampling: 30 } as const;
export const JD_PLAN_STATUS = { draft: -3, tasksCreated: 1, issued: 2, supervising: 3, completed: 88 } as const;
export const JD_TASK_STATUS = {
  draft: -3, release: 0, stopped: -2, sent: 1, confirmUnit: 2, drawPlan: 3, siteSupervision: 4, submitDoc: 5, checkedDoc: 6,
  report: 8, rejected: -1, passed: 88, unpassed: 99,
} as const;
/** The spec's supervision opinion per product: -1 不通过, 0 待定, 1 通过. */
export const JD_OPINION = { fail: -1, pending: 0, pass: 1 } as const;
/**
 * A product's supervision result (jd_record.status), set when management concludes the task: the
 * spec's "record status multi-update" with the task's own 88 and 99 (its values are not shown).
 */
export const JD_RECORD_STATUS = { pending: 0, passed: 88, unpassed: 99 } as const;
/**
 * Rectification of a product whose supervision did not pass (WORKFLOWS.md §5, the spec's codes;
 * each status names the step waiting to be done: ./workflows/jdReform.ts).
 */
export const REFORM_STATUS = { awaitStart: 1, rectifying: 2, audit: 3, sendNotice: 4, objection: 5, judgment: 6, ended: 99 } as const;
/** How a rectification ended (ours): passed, the enterprise's objection upheld, or on to exit. */
export const REFORM_RESULT = { passed: 1, upheld: 2, exit: 3 } as const;
/** A certified product's exit (the spec's codes; ./workflows/jdExit.ts). */
export const EXIT_STATUS = { awaitNotice: 1, objection: 2, judgment: 3, approval: 4, certCancel: 10, ended: 99, cancelled: 100 } as const;
/** Why an exit began (ours): a failed rectification, a serious violation, the enterprise's own request. */
export const EXIT_SOURCE = { reform: 1, violation: 2, request: 3 } as const;
/**
 * An evaluation's on-site plan (one per place): the spec's numbers, the application's statuses it is
 * carried to (14 push site plan, 15 confirm, 16 site evaluation, 66 "site eval passed"), and 13 while
 * the institution is still planning, the application's status before the push.
 */
export const EVAL_SITE_PLAN_STATUS = { planning: 13, pushed: 14, confirmed: 15, onSite: 16, finished: 66 } as const;
/** An on-site plan's sub-flow (one per place; our codes, the spec names the call `site/status` only). */
export const JD_SITE_STATUS = { planned: 0, onSite: 1, finished: 2 } as const;
export const SPOT_ITEM_TYPE = { product: 1, irrigationWater: 2, soil: 3, breedingWater: 4, processingWater: 5, other: 6 } as const;
export const SPOT_TYPE = { product: 1, waterSoil: 2, other: 3 } as const;
/** The spot test type an item type belongs to: a product, water and soil, or anything else. */
export const spotTypeOf = (itemType: number): number =>
  itemType === SPOT_ITEM_TYPE.product ? SPOT_TYPE.product : itemType === SPOT_ITEM_TYPE.other ? SPOT_TYPE.other : SPOT_TYPE.waterSoil;
/** How serious a nonconformity found on site is (ours). */
export const JD_NON_LEVEL = { minor: 1, serious: 2 } as const;

/** The region of an organisation located in Shenzhen (sys_org.region; see deriveRegion). */
export const REGION_SHENZHEN = 'SZ';
const ASSIST_TYPE = list('ASSIST_TYPE', '帮扶类型', [[1, '对口支援'], [2, '东西部扶贫协作'], [3, '对口帮扶'], [4, '合作帮扶']]);
const ORG_REGION: CodeList = { code: 'ORG_REGION', name: '所属区域', items: [{ value: REGION_SHENZHEN, label: '深圳市' }, ...ASSIST_TYPE.items] };

export const CODE_LISTS = {
  orgType: list('ORG_TYPE', '组织类型', [[1, '管理机构'], [2, '评价机构'], [3, '企业']]),
  /**
   * What an organisation's type (sys_org.type) may hold: 1 or 3, or one or more unit types
   * joined with commas ("2,4": shown 评价机构、检测机构). The spec's ORG_TYPE names only 1–3.
   */
  orgKind: list('ORG_KIND', '组织类别', [[1, '管理机构'], [2, '评价机构'], [3, '企业'], [4, '检测机构'], [5, '监督机构']]),
  /**
   * Organisation status. The spec names no codes for it, so these are ours (ORG_STATUS in
   * src/domain/resources/org.ts names them): 1 and 2 follow the user status codes; 3 is the
   * enterprise's cancellation request, 4 its outcome.
   */
  orgStatus: list('ORG_STATUS', '组织状态', [[0, '正常', 'success'], [1, '待审核', 'processing'], [2, '审核不通过', 'error'], [3, '注销申请中', 'warning'], [4, '已注销', 'default']]),
  unitType: list('UNIT_TYPE', '机构类型', [[2, '评价机构'], [4, '检测机构'], [5, '监督机构']]),
  productType: list('PRODUCT_TYPE', '产品类型', [[0, '果蔬类'], [1, '肉禽类'], [2, '水产类'], [3, '预包装类']]),
  placeType: list('PLACE_TYPE', '场所类型', [[0, '种养殖基地'], [1, '加工场所'], [2, '配送中心'], [3, '屠宰场'], [4, '其他']]),
  baseType: list('BASE_TYPE', '基地类型', [[1, '蔬菜水果'], [2, '畜禽蛋奶'], [3, '水产'], [4, '农产品加工配送']]),
  sex: list('SEX', '性别', [[1, '男'], [2, '女']]),
  channelType: list('CHANNEL_TYPE', '渠道类型', [[0, '超市'], [1, '批发市场'], [2, '其他']]),
  evalField: list('EVAL_FIELD', '评价领域', [[1, '预包装食品'], [2, '食用农产品']]),
  evalType: list('EVAL_TYPE', '评价类型', [[0, '首次评价'], [1, '复评'], [2, '产品扩项'], [3, '基地扩项'], [4, '年度监督']]),
  jdType: list('JD_TYPE', '监督类型', [[0, '年度监督'], [1, '重点监督'], [2, '换证监督']]),
  jdMethod: list('JD_METHOD', '监督方式', [[10, '现场检查'], [20, '信息核查'], [30, '抽样检测']]),
  spotItemType: list('SPOT_ITEM_TYPE', '抽检项目类型', [[1, '产品'], [2, '灌溉水'], [3, '土壤'], [4, '养殖用水'], [5, '加工用水'], [6, '其他']]),
  spotType: list('SPOT_TYPE', '抽检类型', [[1, '产品'], [2, '水土'], [3, '其他']]),
  batchRecordType: list('BATCH_RECORD_TYPE', '批次记录类型', [[1, '出入库'], [2, '种苗采购'], [3, '免疫'], [4, '消毒'], [5, '病虫害防治']]),
  assistType: ASSIST_TYPE,
  /**
   * Where an organisation belongs (sys_org.region, derived by the server): SZ for Shenzhen, else
   * the counterpart-assistance type it comes from.
   */
  orgRegion: ORG_REGION,
  msgType: list('MSG_TYPE', '消息类型', [['NOTICE', '通知'], ['REMIND', '提醒'], ['VERIFY', '验证']]),
  /** Whom a pushed message went to (msg_push.target_type). */
  pushTarget: list('PUSH_TARGET', '推送对象', [['USER', '指定用户'], ['ROLE', '指定角色'], ['ORG', '指定组织']]),
  /** Delivery of one message on one channel (msg_log.status). */
  deliveryStatus: list('DELIVERY_STATUS', '发送状态', [['DELIVERED', '已送达站内', 'success'], ['QUEUED', '已写入发件箱', 'processing'], ['SENT', '已发送', 'success'], ['FAILED', '发送失败', 'error']]),
  msgChannel: list('MSG_CHANNEL', '消息渠道', [['WEB', '站内信'], ['SMS', '短信'], ['EMAIL', '电子邮件'], ['WECHAT', '微信'], ['DINGTALK', '钉钉'], ['APP', 'APP']]),
  changeType: list('CHANGE_TYPE', '变更类型', [
    [11, '机构名称'], [12, '注册地址'], [13, '办公地址'], [14, '法定代表人'], [15, '注册资本'], [16, '最高管理者'],
    [17, '联系人'], [18, '产品规格增加'], [19, '评价领域'], [20, '种养殖基地'], [21, '加工场所'], [22, '产品数量'], [23, '产品名称'],
  ]),
  evalChangeAction: list('EVAL_CHANGE_ACTION', '评价变更操作', [
    [1, '删除产品'], [2, '新增产品'], [3, '修改产品名称'], [4, '场所地址'], [5, '基地面积'], [6, '品牌名称'], [7, '规格'],
    [71, '规格场所'], [8, '场所产量'], [9, '加工面积'], [10, '产品产量'], [11, '新增产品产量'],
  ]),
  pictureType: list('PICTURE_TYPE', '图片类型', [['1', '产品'], ['2', '现场'], ['3', '企业'], ['4', '会议'], ['5', '现场检查'], ['6', '末次会议'], ['7', '视频']]),
  opType: list('OP_TYPE', '操作类型', [['INSERT', '新增'], ['UPDATE', '修改'], ['DELETE', '删除'], ['GRANT', '授权'], ['EXPORT', '导出'], ['IMPORT', '导入'], ['CLEAN', '清空']]),
  userStatus: list('USER_STATUS', '用户状态', [[0, '正常', 'success'], [1, '待审核', 'processing'], [2, '审核不通过', 'error']]),
  /**
   * Workflow status labels say what has happened or what is awaited, in the business's words (the
   * spec's names and why each label reads as it does: workflows/README.md, "Status words").
   */
  evalStatus: list('EVAL_STATUS', '评价状态', [
    [-3, '草稿'], [-2, '退回待补充'], [0, '已提交待受理'], [1, '已受理待分配'], [2, '待机构接受'], [3, '待提交材料'], [4, '待完整性初评'], [5, '待范围审核'],
    [8, '待推送评价计划'], [9, '文件评审中'], [10, '待企业修改材料'], [11, '文件评审不通过'], [12, '文件评审通过'], [13, '待推送现场计划'], [14, '待确认现场计划'],
    [15, '待现场评价'], [16, '现场评价中'], [17, '现场评价完成'], [18, '待不符合项整改'], [20, '待核查整改证据'], [21, '待技术评审'],
    [22, '待评审会'], [23, '评审通过待发证'], [24, '已归档待核查'], [25, '待推送评价报告'], [26, '技术评审通过'], [66, '证书确认中'],
    [88, '已通过'], [89, '已终止'], [99, '未通过'],
  ]),
  jdTaskStatus: list('JD_TASK_STATUS', '监督任务状态', [
    [-3, '草稿'], [0, '待下发'], [-2, '已终止'], [1, '待机构接受'], [2, '待制定现场计划'], [3, '待现场监督'], [4, '现场监督中'], [5, '待文件核查'],
    [6, '待提交监督报告'], [8, '待监督结论'], [-1, '机构已退回'], [88, '监督通过'], [99, '监督不通过'],
  ]),
  jdPlanStatus: list('JD_PLAN_STATUS', '监督计划状态', [[-3, '草稿'], [1, '待下发任务'], [2, '任务已下发'], [3, '监督中'], [88, '已完成']]),
  jdRecordStatus: list('JD_RECORD_STATUS', '监督结果', [[JD_RECORD_STATUS.pending, '待定'], [JD_RECORD_STATUS.passed, '通过'], [JD_RECORD_STATUS.unpassed, '不通过']]),
  evalSitePlanStatus: list('EVAL_SITE_PLAN_STATUS', '现场评价计划状态', [
    [EVAL_SITE_PLAN_STATUS.planning, '计划中'], [EVAL_SITE_PLAN_STATUS.pushed, '待企业确认'], [EVAL_SITE_PLAN_STATUS.confirmed, '企业已确认'],
    [EVAL_SITE_PLAN_STATUS.onSite, '现场评价中'], [EVAL_SITE_PLAN_STATUS.finished, '现场评价已结束'],
  ]),
  jdSiteStatus: list('JD_SITE_STATUS', '现场监督状态', [[JD_SITE_STATUS.planned, '待监督'], [JD_SITE_STATUS.onSite, '监督中'], [JD_SITE_STATUS.finished, '已完成']]),
  jdNonLevel: list('JD_NON_LEVEL', '不符合项程度', [[JD_NON_LEVEL.minor, '一般'], [JD_NON_LEVEL.serious, '严重']]),
  evalPreStatus: list('EVAL_PRE_STATUS', '预申请状态', [[EVAL_PRE_STATUS.draft, '草稿'], [EVAL_PRE_STATUS.returned, '退回待补充'], [EVAL_PRE_STATUS.pending, '待预审'], [EVAL_PRE_STATUS.accepted, '预审通过']]),
  evalProductStatus: list('EVAL_PRODUCT_STATUS', '评价产品状态', [[-3, '草稿'], [0, '未申报'], [7, '已申报'], [9, '初评通过'], [1, '纳入评价范围']]),
  productReview: list('PRODUCT_REVIEW', '产品审核', [[PRODUCT_REVIEW.draft, '草稿'], [PRODUCT_REVIEW.failed, '审核不通过'], [PRODUCT_REVIEW.pending, '待审核'], [PRODUCT_REVIEW.passed, '审核通过']]),
  staffVerify: list('STAFF_VERIFY', '人员核验状态', [[STAFF_VERIFY.draft, '草稿'], [STAFF_VERIFY.rejected, '核验不通过'], [STAFF_VERIFY.pending, '待核验'], [STAFF_VERIFY.verified, '已核验']]),
  /** What a staff member of an institution is qualified as (evaluation team, testing, sampling, supervision). */
  staffQualification: list('STAFF_QUALIFICATION', '人员资质', [[1, '评价员'], [2, '技术专家'], [3, '检测员'], [4, '抽样员'], [5, '监督员']]),
  productOutcome: list('PRODUCT_OUTCOME', '产品评价结果', [[-1, '未通过'], [1, '待评审委员会'], [2, '待专家会议'], [3, '待生成证书'], [4, '已生成证书']]),
  certStatus: list('CERT_STATUS', '证书状态', [
    [CERT_STATUS.toGenerate, '待生成'], [CERT_STATUS.awaitConfirm, '待企业确认'], [CERT_STATUS.awaitStamped, '待上传盖章文件'], [CERT_STATUS.valid, '有效'],
    [CERT_STATUS.revoked, '已撤销'], [CERT_STATUS.suspended, '已暂停'], [CERT_STATUS.expired, '已失效'], [CERT_STATUS.cancelled, '已注销'],
  ]),
  /** How many years a certificate is issued for (生成证书). */
  certValidYears: list('CERT_VALID_YEARS', '证书有效期', [[1, '1年'], [2, '2年'], [3, '3年'], [4, '4年'], [5, '5年']]),
  certEditStatus: list('CERT_EDIT_STATUS', '证书状态(编辑)', [[0, '有效'], [1, '撤销'], [2, '暂停'], [3, '失效']]),
  reformStatus: list('REFORM_STATUS', '整改状态', [
    [REFORM_STATUS.awaitStart, '待启动整改'], [REFORM_STATUS.rectifying, '企业整改中'], [REFORM_STATUS.audit, '待机构审核'], [REFORM_STATUS.sendNotice, '待发不合格通知'],
    [REFORM_STATUS.objection, '异议期内'], [REFORM_STATUS.judgment, '异议待裁定'], [REFORM_STATUS.ended, '已结束'],
  ]),
  reformResult: list('REFORM_RESULT', '整改结果', [[REFORM_RESULT.passed, '整改通过'], [REFORM_RESULT.upheld, '异议成立'], [REFORM_RESULT.exit, '转入退出']]),
  exitStatus: list('EXIT_STATUS', '退出流程', [
    [EXIT_STATUS.awaitNotice, '待发退出通知'], [EXIT_STATUS.objection, '异议期内'], [EXIT_STATUS.judgment, '异议待裁定'], [EXIT_STATUS.approval, '待批准退出'],
    [EXIT_STATUS.certCancel, '待注销证书'], [EXIT_STATUS.ended, '已退出'], [EXIT_STATUS.cancelled, '已取消'],
  ]),
  exitSource: list('EXIT_SOURCE', '退出原因', [[EXIT_SOURCE.reform, '整改不合格'], [EXIT_SOURCE.violation, '严重违规'], [EXIT_SOURCE.request, '企业申请']]),
  /** How an exit ends the certificate: cancelled (注销) or revoked (撤销). */
  exitCertOutcome: list('EXIT_CERT_OUTCOME', '证书处理', [[CERT_STATUS.cancelled, '注销'], [CERT_STATUS.revoked, '撤销']]),
  recommendOpinion: list('RECOMMEND_OPINION', '推荐意见', [[0, '不推荐'], [1, '推荐'], [2, '待核实']]),
  passOpinion: list('PASS_OPINION', '是否通过', [[0, '不通过'], [1, '通过']]),
  yesNo: list('YES_NO', '是否', [[1, '是'], [0, '否']]),
  /** A finding of a review item (文件评审, checklists). */
  conformity: list('CONFORMITY', '是否符合', [[1, '符合'], [0, '不符合']]),
  testOpinion: list('TEST_OPINION', '检测意见', [[0, '无'], [1, '合格'], [2, '不合格']]),
  jdOpinion: list('JD_OPINION', '监督意见', [[-1, '不通过'], [0, '待定'], [1, '通过']]),
  changeStatus: list('CHANGE_STATUS', '变更状态', [[CHANGE_STATUS.draft, '草稿'], [CHANGE_STATUS.refill, '退回待补充'], [CHANGE_STATUS.materials, '审核中'], [CHANGE_STATUS.release, '已生效']]),
  readStatus: list('READ_STATUS', '阅读状态', [[0, '未读'], [1, '已读']]),
  enabled: list('ENABLED', '启用状态', [[1, '启用'], [0, '停用']]),
  /**
   * Status of evaluation standards AND technical specifications (base_standard.status,
   * base_tech_spec.status): derived by the server from the dates, never entered: 0 废止 when the
   * abolish date has come, else 2 即将实施 before the implement date, else 1 现行 (see
   * documentStatusOf in src/domain/resources/standard.ts; "today" is Beijing time).
   */
  standardStatus: list('STANDARD_STATUS', '标准状态', [[1, '现行', 'success'], [2, '即将实施', 'processing'], [0, '废止', 'default']]),
  /** Level of an evaluation standard (base_standard.level). */
  standardLevel: list('STANDARD_LEVEL', '标准级别', [[1, '国家标准'], [2, '行业标准'], [3, '地方标准'], [4, '团体标准'], [5, '企业标准']]),
  /** Kind of a technical specification (base_tech_spec.kind). */
  techSpecKind: list('TECH_SPEC_KIND', '规范类别', [[1, '评价技术规范'], [2, '生产技术规范'], [3, '检验检测规范'], [4, '追溯管理规范'], [5, '包装标识规范']]),
  /** Status of an evaluation rule (base_eval_rule.status), chosen by its keeper; -3 is the spec's draft code. */
  evalRuleStatus: list('EVAL_RULE_STATUS', '评价规则状态', [[-3, '草稿', 'default'], [1, '生效', 'success'], [0, '废止', 'warning']]),
  /** The upload type groups of src/domain/upload.ts (attachment types choose one). */
  uploadType: list('UPLOAD_TYPE', '上传文件类型', [
    ['doc', '文档(word、pdf、excel、wps、图片)'], ['zip', '压缩包(zip、rar)'], ['feedbackfile', '反馈文件(pdf)'], ['pdfOnly', '仅PDF'],
    ['docReview', '文审材料(pdf、图片、zip)'], ['zipImage', 'PDF、图片或压缩包'], ['pdf', 'PDF或图片'], ['img', '图片(jpg、jpeg、png)'],
    ['mp4', '视频(mp4)'], ['record', '记录(office、pdf、图片、mp4)'], ['zipImg', '压缩包或图片'], ['beCommon', '不限类型'],
  ]),
} as const;

export type CodeListName = keyof typeof CODE_LISTS;

/** Between the labels of a comma-joined multi-code ("2,4" -> 评价机构、检测机构). */
export const MULTI_CODE_SEPARATOR = '、';

/**
 * The label of a code. A comma-joined value that is not itself a code ("2,4") is several codes:
 * each is labelled. An unknown code shows as itself, so nothing disappears from a page.
 */
export function codeLabel(name: CodeListName, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const items = CODE_LISTS[name].items;
  const item = items.find((i) => i.value === text);
  if (item) return item.label;
  if (!text.includes(',')) return text;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => items.find((i) => i.value === part)?.label ?? part)
    .join(MULTI_CODE_SEPARATOR);
}

export function hasCode(name: CodeListName, value: string | number): boolean {
  return CODE_LISTS[name].items.some((i) => i.value === String(value));
}

/** Organisation type codes are comma-joined unit types for institutions (e.g. "2,4"): a code "contains" a type. */
export function orgTypeHas(type: string | null | undefined, code: 1 | 2 | 3 | 4 | 5): boolean {
  return !!type && type.split(',').map((s) => s.trim()).includes(String(code));
}

export const DRAFT_STATUS = -3;
export const DRAFT_NAME = '暂存草稿';
export const FLOW_PREFIXES = ['FLOW_PJ_', 'FLOW_BG_', 'FLOW_JD_'] as const;
export const MSG_CATEGORY_SYS = 'MSG_CTG_SYS';
export const MSG_CATEGORIES_WORK = 'MSG_CTG_EVAL,MSG_CTG_JDGL';
