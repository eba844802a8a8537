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

/** One code of a named list: its value, its label, and optionally its status colour. */
export type CodeEntry = readonly [value: string | number, label: string, tone?: CodeTone];

/** A code list whose codes also have names in code: `codes.draft` is the value, `label(value)` its label. */
export interface NamedCodeList<E extends Readonly<Record<string, CodeEntry>>> extends CodeList {
  readonly codes: { readonly [K in keyof E]: E[K][0] };
  label(value: string | number | null | undefined): string;
}

/** The label of `value` among `items`; a comma-joined multi-code is labelled part by part; unknown shows as itself. */
function labelAmong(items: readonly CodeItem[], value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
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

/**
 * A code list declared once: each code's name, value and label (`{ draft: [-3, '草稿'] }`). The
 * result is the labelled list (items in declaration order, for selects and the dictionary seed),
 * the named map (`codes`, so code reads `EVAL_STATUS.draft`, never a bare number) and the lookup.
 */
export function codeList<const E extends Readonly<Record<string, CodeEntry>>>(code: string, name: string, entries: E): NamedCodeList<E> {
  const items: CodeItem[] = Object.values(entries).map(([value, label, tone]) => ({ value: String(value), label, ...(tone ? { tone } : {}) }));
  const codes = Object.fromEntries(Object.entries(entries).map(([key, [value]]) => [key, value])) as { readonly [K in keyof E]: E[K][0] };
  return { code, name, items, codes, label: (value) => labelAmong(items, value) };
}

/** A list of some codes of another (`keys` of it, in its order), under its own dictionary code and name. */
function subList<E extends Readonly<Record<string, CodeEntry>>>(code: string, name: string, from: NamedCodeList<E>, keys: readonly (keyof E)[]): CodeList {
  const values = new Set(keys.map((k) => String(from.codes[k])));
  return { code, name, items: from.items.filter((i) => values.has(i.value)) };
}

/**
 * Organisation types (sys_org.type): 1 the management body (管理端), 3 an enterprise, or one or
 * more unit types of an institution joined with commas ("2,4": shown 评价机构、检测机构).
 */
const orgKindList = codeList('ORG_KIND', '组织类别', {
  management: [1, '管理机构'], evaluation: [2, '评价机构'], enterprise: [3, '企业'], testing: [4, '检测机构'], supervision: [5, '监督机构'],
});
export const ORG_TYPE = orgKindList.codes;
export type OrgTypeCode = (typeof ORG_TYPE)[keyof typeof ORG_TYPE];
/** The unit types an institution's type may combine. */
export const UNIT_TYPES: readonly OrgTypeCode[] = [ORG_TYPE.evaluation, ORG_TYPE.testing, ORG_TYPE.supervision];
/** The stored form of an organisation type holding these codes ("2,4"; a single code: "3"). */
export const orgTypeValue = (...codes: readonly OrgTypeCode[]): string => [...new Set(codes)].sort((a, b) => a - b).join(',');
/** A LIKE pattern matching `',' || type || ','` when the type holds `code` (exactly, not as part of another). */
export const orgTypeLikePattern = (code: OrgTypeCode | string): string => `%,${code},%`;

/**
 * Named status codes of the lists that workflows move through (src/domain/workflows): code reads
 * `PRODUCT_REVIEW.pending`, never a bare number.
 */
const productReviewList = codeList('PRODUCT_REVIEW', '产品审核', { draft: [-3, '草稿'], failed: [-1, '审核不通过'], pending: [0, '待审核'], passed: [1, '审核通过'] });
export const PRODUCT_REVIEW = productReviewList.codes;
/** 机构人员核验: an institution's staff member's qualifications, checked by management (codes ours: the spec names none). */
const staffVerifyList = codeList('STAFF_VERIFY', '人员核验状态', { draft: [-3, '草稿'], rejected: [-1, '核验不通过'], pending: [0, '待核验'], verified: [1, '已核验'] });
export const STAFF_VERIFY = staffVerifyList.codes;
/**
 * Evaluation status (the spec's codes, our names; flow: workflows/evaluation.ts). Workflow status
 * labels say what has happened or what is awaited, in the business's words (the spec's names and
 * why each label reads as it does: workflows/README.md, "Status words").
 */
const evalStatusList = codeList('EVAL_STATUS', '评价状态', {
  draft: [-3, '草稿'], refill: [-2, '退回待补充'], release: [0, '已提交待受理'], checkResult: [1, '已受理待分配'], confirmUnit: [2, '待机构接受'],
  materials: [3, '待提交材料'], acceptReview: [4, '待完整性初评'], auditReview: [5, '待范围审核'], pushPlan: [8, '待推送评价计划'], docView: [9, '文件评审中'],
  editMaterials: [10, '待企业修改材料'], docUnpass: [11, '文件评审不通过'], docPass: [12, '文件评审通过'], noticePush: [13, '待推送现场计划'],
  pushSitePlan: [14, '待确认现场计划'], confirmSitePlan: [15, '待现场评价'], siteEval: [16, '现场评价中'], evalConfirm: [17, '现场评价完成'],
  nonconform: [18, '待不符合项整改'], checklist: [20, '待核查整改证据'], reportPush: [21, '待技术评审'], waitMeeting: [22, '待评审会'],
  decidePass: [23, '评审通过待发证'], checkedDoc: [24, '已归档待核查'], checkedDocPass: [25, '待推送评价报告'], technicalPass: [26, '技术评审通过'],
  certConfirm: [66, '证书确认中'], passed: [88, '已通过'], stopped: [89, '已终止'], notPassed: [99, '未通过'],
});
export const EVAL_STATUS = evalStatusList.codes;
const evalTypeList = codeList('EVAL_TYPE', '评价类型', { first: [0, '首次评价'], repeat: [1, '复评'], productExpansion: [2, '产品扩项'], baseExpansion: [3, '基地扩项'], annual: [4, '年度监督'] });
export const EVAL_TYPE = evalTypeList.codes;
const evalProductStatusList = codeList('EVAL_PRODUCT_STATUS', '评价产品状态', {
  draft: [-3, '草稿'], default: [0, '未申报'], submitted: [7, '已申报'], unitConfirmed: [9, '初评通过'], managementConfirmed: [1, '纳入评价范围'],
});
export const EVAL_PRODUCT_STATUS = evalProductStatusList.codes;
/** 企业预申请: the enterprise's intent to apply, pre-reviewed by management (our codes; the spec names the pages only). */
const evalPreStatusList = codeList('EVAL_PRE_STATUS', '预申请状态', { draft: [-3, '草稿'], returned: [-1, '退回待补充'], pending: [0, '待预审'], accepted: [1, '预审通过'] });
export const EVAL_PRE_STATUS = evalPreStatusList.codes;
/** Change after a pass (FLOW_BG_), the spec's codes: 草稿, 退回补充, 提交材料 (under audit), 发布 (approved, in force). */
const changeStatusList = codeList('CHANGE_STATUS', '变更状态', { draft: [-3, '草稿'], refill: [-2, '退回待补充'], materials: [3, '审核中'], release: [0, '已生效'] });
export const CHANGE_STATUS = changeStatusList.codes;
const recommendList = codeList('RECOMMEND_OPINION', '推荐意见', { no: [0, '不推荐'], yes: [1, '推荐'], pending: [2, '待核实'] });
export const RECOMMEND = recommendList.codes;
const testOpinionList = codeList('TEST_OPINION', '检测意见', { none: [0, '无'], qualified: [1, '合格'], unqualified: [2, '不合格'] });
export const TEST_OPINION = testOpinionList.codes;
const productOutcomeList = codeList('PRODUCT_OUTCOME', '产品评价结果', {
  notPassed: [-1, '未通过'], awaitCommittee: [1, '待评审委员会'], awaitMeeting: [2, '待专家会议'], awaitCert: [3, '待生成证书'], certGenerated: [4, '已生成证书'],
});
export const PRODUCT_OUTCOME = productOutcomeList.codes;
/** A certificate's status; 3 失效 (expired) is the spec's edit variant's, which a certificate's status column holds once it expires. */
const certStatusList = codeList('CERT_STATUS', '证书状态', {
  toGenerate: [-3, '待生成'], awaitConfirm: [-2, '待企业确认'], awaitStamped: [-1, '待上传盖章文件'], valid: [0, '有效'],
  revoked: [1, '已撤销'], suspended: [2, '已暂停'], expired: [3, '已失效'], cancelled: [6, '已注销'],
});
export const CERT_STATUS = certStatusList.codes;

/** Supervision (FLOW_JD_): the spec's codes, our names (flows: workflows/jdPlan.ts, jdTask.ts, jdSite.ts). */
const jdTypeList = codeList('JD_TYPE', '监督类型', { annual: [0, '年度监督'], key: [1, '重点监督'], renewal: [2, '换证监督'] });
export const JD_TYPE = jdTypeList.codes;
const jdMethodList = codeList('JD_METHOD', '监督方式', { onSite: [10, '现场检查'], infoCheck: [20, '信息核查'], sampling: [30, '抽样检测'] });
export const JD_METHOD = jdMethodList.codes;
const jdPlanStatusList = codeList('JD_PLAN_STATUS', '监督计划状态', {
  draft: [-3, '草稿'], tasksCreated: [1, '待下发任务'], issued: [2, '任务已下发'], supervising: [3, '监督中'], completed: [88, '已完成'],
});
export const JD_PLAN_STATUS = jdPlanStatusList.codes;
const jdTaskStatusList = codeList('JD_TASK_STATUS', '监督任务状态', {
  draft: [-3, '草稿'], release: [0, '待下发'], stopped: [-2, '已终止'], sent: [1, '待机构接受'], confirmUnit: [2, '待制定现场计划'], drawPlan: [3, '待现场监督'],
  siteSupervision: [4, '现场监督中'], submitDoc: [5, '待文件核查'], checkedDoc: [6, '待提交监督报告'], report: [8, '待监督结论'], rejected: [-1, '机构已退回'],
  passed: [88, '监督通过'], unpassed: [99, '监督不通过'],
});
export const JD_TASK_STATUS = jdTaskStatusList.codes;
/** The spec's supervision opinion per product: -1 不通过, 0 待定, 1 通过. */
const jdOpinionList = codeList('JD_OPINION', '监督意见', { fail: [-1, '不通过'], pending: [0, '待定'], pass: [1, '通过'] });
export const JD_OPINION = jdOpinionList.codes;
/**
 * A product's supervision result (jd_record.status), set when management concludes the task: the
 * spec's "record status multi-update" with the task's own 88 and 99 (its values are not shown).
 */
const jdRecordStatusList = codeList('JD_RECORD_STATUS', '监督结果', { pending: [0, '待定'], passed: [88, '通过'], unpassed: [99, '不通过'] });
export const JD_RECORD_STATUS = jdRecordStatusList.codes;
/**
 * Rectification of a product whose supervision did not pass (WORKFLOWS.md §5, the spec's codes;
 * each status names the step waiting to be done: ./workflows/jdReform.ts).
 */
const reformStatusList = codeList('REFORM_STATUS', '整改状态', {
  awaitStart: [1, '待启动整改'], rectifying: [2, '企业整改中'], audit: [3, '待机构审核'], sendNotice: [4, '待发不合格通知'],
  objection: [5, '异议期内'], judgment: [6, '异议待裁定'], ended: [99, '已结束'],
});
export const REFORM_STATUS = reformStatusList.codes;
/** How a rectification ended (ours): passed, the enterprise's objection upheld, or on to exit. */
const reformResultList = codeList('REFORM_RESULT', '整改结果', { passed: [1, '整改通过'], upheld: [2, '异议成立'], exit: [3, '转入退出'] });
export const REFORM_RESULT = reformResultList.codes;
/** A certified product's exit (the spec's codes; ./workflows/jdExit.ts). */
const exitStatusList = codeList('EXIT_STATUS', '退出流程', {
  awaitNotice: [1, '待发退出通知'], objection: [2, '异议期内'], judgment: [3, '异议待裁定'], approval: [4, '待批准退出'],
  certCancel: [10, '待注销证书'], ended: [99, '已退出'], cancelled: [100, '已取消'],
});
export const EXIT_STATUS = exitStatusList.codes;
/** Why an exit began (ours): a failed rectification, a serious violation, the enterprise's own request. */
const exitSourceList = codeList('EXIT_SOURCE', '退出原因', { reform: [1, '整改不合格'], violation: [2, '严重违规'], request: [3, '企业申请'] });
export const EXIT_SOURCE = exitSourceList.codes;
/**
 * An evaluation's on-site plan (one per place): the spec's numbers, the application's statuses it is
 * carried to (14 push site plan, 15 confirm, 16 site evaluation, 66 "site eval passed"), and 13 while
 * the institution is still planning, the application's status before the push.
 */
const evalSitePlanStatusList = codeList('EVAL_SITE_PLAN_STATUS', '现场评价计划状态', {
  planning: [13, '计划中'], pushed: [14, '待企业确认'], confirmed: [15, '企业已确认'], onSite: [16, '现场评价中'], finished: [66, '现场评价已结束'],
});
export const EVAL_SITE_PLAN_STATUS = evalSitePlanStatusList.codes;
/** An on-site plan's sub-flow (one per place; our codes, the spec names the call `site/status` only). */
const jdSiteStatusList = codeList('JD_SITE_STATUS', '现场监督状态', { planned: [0, '待监督'], onSite: [1, '监督中'], finished: [2, '已完成'] });
export const JD_SITE_STATUS = jdSiteStatusList.codes;
const spotItemTypeList = codeList('SPOT_ITEM_TYPE', '抽检项目类型', {
  product: [1, '产品'], irrigationWater: [2, '灌溉水'], soil: [3, '土壤'], breedingWater: [4, '养殖用水'], processingWater: [5, '加工用水'], other: [6, '其他'],
});
export const SPOT_ITEM_TYPE = spotItemTypeList.codes;
const spotTypeList = codeList('SPOT_TYPE', '抽检类型', { product: [1, '产品'], waterSoil: [2, '水土'], other: [3, '其他'] });
export const SPOT_TYPE = spotTypeList.codes;
/** The spot test type an item type belongs to: a product, water and soil, or anything else. */
export const spotTypeOf = (itemType: number): number =>
  itemType === SPOT_ITEM_TYPE.product ? SPOT_TYPE.product : itemType === SPOT_ITEM_TYPE.other ? SPOT_TYPE.other : SPOT_TYPE.waterSoil;
/** How serious a nonconformity found on site is (ours). */
const jdNonLevelList = codeList('JD_NON_LEVEL', '不符合项程度', { minor: [1, '一般'], serious: [2, '严重'] });
export const JD_NON_LEVEL = jdNonLevelList.codes;
/**
 * Organisation status. The spec names no codes for it, so these are ours (ORG_STATUS, re-exported by
 * src/domain/resources/org.ts): 1 and 2 follow the user status codes; 3 is the enterprise's
 * cancellation request, 4 its outcome.
 */
const orgStatusList = codeList('ORG_STATUS', '组织状态', {
  normal: [0, '正常', 'success'], pending: [1, '待审核', 'processing'], rejected: [2, '审核不通过', 'error'],
  cancelRequested: [3, '注销申请中', 'warning'], cancelled: [4, '已注销', 'default'],
});
export const ORG_STATUS = orgStatusList.codes;
/** A user's status (re-exported by src/domain/account.ts). */
const userStatusList = codeList('USER_STATUS', '用户状态', { normal: [0, '正常', 'success'], pending: [1, '待审核', 'processing'], rejected: [2, '审核不通过', 'error'] });
export const USER_STATUS = userStatusList.codes;

/** The region of an organisation located in Shenzhen (sys_org.region; see deriveRegion). */
export const REGION_SHENZHEN = 'SZ';
const ASSIST_TYPE = list('ASSIST_TYPE', '帮扶类型', [[1, '对口支援'], [2, '东西部扶贫协作'], [3, '对口帮扶'], [4, '合作帮扶']]);
const ORG_REGION: CodeList = { code: 'ORG_REGION', name: '所属区域', items: [{ value: REGION_SHENZHEN, label: '深圳市' }, ...ASSIST_TYPE.items] };

export const CODE_LISTS = {
  orgType: subList('ORG_TYPE', '组织类型', orgKindList, ['management', 'evaluation', 'enterprise']),
  /**
   * What an organisation's type (sys_org.type) may hold: 1 or 3, or one or more unit types
   * joined with commas ("2,4": shown 评价机构、检测机构). The spec's ORG_TYPE names only 1–3.
   */
  orgKind: orgKindList,
  orgStatus: orgStatusList,
  unitType: subList('UNIT_TYPE', '机构类型', orgKindList, ['evaluation', 'testing', 'supervision']),
  productType: list('PRODUCT_TYPE', '产品类型', [[0, '果蔬类'], [1, '肉禽类'], [2, '水产类'], [3, '预包装类']]),
  placeType: list('PLACE_TYPE', '场所类型', [[0, '种养殖基地'], [1, '加工场所'], [2, '配送中心'], [3, '屠宰场'], [4, '其他']]),
  baseType: list('BASE_TYPE', '基地类型', [[1, '蔬菜水果'], [2, '畜禽蛋奶'], [3, '水产'], [4, '农产品加工配送']]),
  sex: list('SEX', '性别', [[1, '男'], [2, '女']]),
  channelType: list('CHANNEL_TYPE', '渠道类型', [[0, '超市'], [1, '批发市场'], [2, '其他']]),
  evalField: list('EVAL_FIELD', '评价领域', [[1, '预包装食品'], [2, '食用农产品']]),
  evalType: evalTypeList,
  jdType: jdTypeList,
  jdMethod: jdMethodList,
  spotItemType: spotItemTypeList,
  spotType: spotTypeList,
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
  userStatus: userStatusList,
  evalStatus: evalStatusList,
  jdTaskStatus: jdTaskStatusList,
  jdPlanStatus: jdPlanStatusList,
  jdRecordStatus: jdRecordStatusList,
  evalSitePlanStatus: evalSitePlanStatusList,
  jdSiteStatus: jdSiteStatusList,
  jdNonLevel: jdNonLevelList,
  evalPreStatus: evalPreStatusList,
  evalProductStatus: evalProductStatusList,
  productReview: productReviewList,
  staffVerify: staffVerifyList,
  /** What a staff member of an institution is qualified as (evaluation team, testing, sampling, supervision). */
  staffQualification: list('STAFF_QUALIFICATION', '人员资质', [[1, '评价员'], [2, '技术专家'], [3, '检测员'], [4, '抽样员'], [5, '监督员']]),
  productOutcome: productOutcomeList,
  certStatus: certStatusList,
  /** How many years a certificate is issued for (生成证书). */
  certValidYears: list('CERT_VALID_YEARS', '证书有效期', [[1, '1年'], [2, '2年'], [3, '3年'], [4, '4年'], [5, '5年']]),
  certEditStatus: list('CERT_EDIT_STATUS', '证书状态(编辑)', [[0, '有效'], [1, '撤销'], [2, '暂停'], [3, '失效']]),
  reformStatus: reformStatusList,
  reformResult: reformResultList,
  exitStatus: exitStatusList,
  exitSource: exitSourceList,
  /** How an exit ends the certificate: cancelled (注销) or revoked (撤销). */
  exitCertOutcome: list('EXIT_CERT_OUTCOME', '证书处理', [[CERT_STATUS.cancelled, '注销'], [CERT_STATUS.revoked, '撤销']]),
  recommendOpinion: recommendList,
  passOpinion: list('PASS_OPINION', '是否通过', [[0, '不通过'], [1, '通过']]),
  yesNo: list('YES_NO', '是否', [[1, '是'], [0, '否']]),
  /** A finding of a review item (文件评审, checklists). */
  conformity: list('CONFORMITY', '是否符合', [[1, '符合'], [0, '不符合']]),
  testOpinion: testOpinionList,
  jdOpinion: jdOpinionList,
  changeStatus: changeStatusList,
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
  return labelAmong(CODE_LISTS[name].items, value);
}

/**
 * A product's or spot item's test opinion in words; no opinion yet is the spec's code 0 (无), so
 * every document and page names that state with the one word.
 */
export const testOpinionLabel = (value: number | null | undefined): string => codeLabel('testOpinion', value ?? TEST_OPINION.none);

/**
 * A tally of test opinions as the report book and the spot list print it, in the code list's
 * words: 合格 2，不合格 1，无检测结论 1 (`sep` between a name and its count, `unit` after the count).
 */
export function testOpinionTally(c: { readonly qualified: number; readonly unqualified: number; readonly none: number }, sep = '', unit = ''): string {
  return [
    `${testOpinionLabel(TEST_OPINION.qualified)}${sep}${c.qualified}${unit}`,
    `${testOpinionLabel(TEST_OPINION.unqualified)}${sep}${c.unqualified}${unit}`,
    `${testOpinionLabel(TEST_OPINION.none)}检测结论${sep}${c.none}${unit}`,
  ].join('，');
}

export function hasCode(name: CodeListName, value: string | number): boolean {
  return CODE_LISTS[name].items.some((i) => i.value === String(value));
}

/** Organisation type codes are comma-joined unit types for institutions (e.g. "2,4"): a code "contains" a type. */
export function orgTypeHas(type: string | null | undefined, code: OrgTypeCode): boolean {
  return !!type && type.split(',').map((s) => s.trim()).includes(String(code));
}

export const DRAFT_STATUS = -3;
export const DRAFT_NAME = '暂存草稿';
export const FLOW_PREFIXES = ['FLOW_PJ_', 'FLOW_BG_', 'FLOW_JD_'] as const;
export const MSG_CATEGORY_SYS = 'MSG_CTG_SYS';
export const MSG_CATEGORIES_WORK = 'MSG_CTG_EVAL,MSG_CTG_JDGL';
