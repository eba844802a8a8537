/**
 * The spec's shared validators (screens document §5), with their exact messages. Each returns
 * the message when the value breaks the rule, or null. Empty values pass: "required" is a
 * separate rule, so an optional field may stay empty.
 */
export type Validator = (value: string) => string | null;

const rx = (re: RegExp, message: string): Validator => (v) => (v === '' || re.test(v) ? null : message);
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const LANDLINE_RE = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Shared username: 4-20 letters/digits/dot/underscore starting with a letter, or a mainland mobile number. */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9._]{3,19}$/;
/** Change-password dialog: 6-20 characters combining letters, special characters and digits. */
export const PASSWORD_RE = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[,.~!@#$%^&*])[A-Za-z\d,.~!@#$%^&*]{6,20}$/;
/** Shared validator reading: 5-20 with at least one digit, one letter and one of ,.~!@#$%^&* */
export const PASSWORD_SHARED_RE = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[,.~!@#$%^&*])[A-Za-z\d,.~!@#$%^&*]{5,20}$/;
/**
 * A standard number: issuer code (GB, NY, T, SZDB, or a local DB with its region digits such as
 * DB4403), an optional /T, /Z or /<body> (NY/T, T/SZS, DB4403/T), an optional second code, the
 * number (dotted parts allowed: 19630.1), a dash and the four-digit year. The spec writes the dash
 * as ― (U+2015); an ASCII hyphen, en or em dash typed instead is accepted too (the server writes ―).
 */
export const STANDARD_NO_RE = /^[A-Z]{1,5}(\d{2,6})?(\/[A-Z]{1,8})?( +[A-Z]{1,8})? *\d{1,6}(\.\d{1,3}){0,3}[―—–-](19|20)\d{2}$/;
/** Unified social credit code (GB 32100-2015): 18 characters of 0-9 A-H J-N P-R T-U W-Y, with its check digit. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code[i]) * USCC_WEIGHTS[i];
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === code[17];
}

/** Completes a 17-character prefix with its check character (used by the seed and tests). */
export function withUsccCheck(prefix17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(prefix17[i]) * USCC_WEIGHTS[i];
  return prefix17 + USCC_CHARS[(31 - (sum % 31)) % 31];
}

export const MSG = {
  required: '请输入',
  mobile: '请输入正确的手机号码',
  mobileOrPhone: '请输入正确的手机号或座机号',
  email: (example = 'name@example.com') => `邮箱格式如:${example}`,
  postcode: '请输入正确的邮编',
  password: '密码为6-20位字母+特殊字符+数字组合',
  passwordConfirm: '检查，两次输入的密码是否一致',
  username: '用户名只能由字母、数字、下划线组成，长度在 6 到 18 个字符',
  usernameRequired: '请输入用户名',
  name: '请输入姓名',
  nameLength: '用户名称长度在 2 到 15 个字符',
  spec: '规格格式如:2*800或800',
  number: '请输入数值',
  price: '请输入数字,小数点后最多只能输入两位',
  idCard: '请输入正确的身份证号',
  positiveInt: '只能填写正整数',
  nonNegativeInt: '只能填写数字',
  month: '只能填写数字，数字不能大于12',
  orgCode: '请输入正确的组织机构代',
  uscc: '请输入正确的统一社会信用代码',
  url: '请输入以http或https开头的网址',
  standardNo: '标准编号格式如:T/SZS 2190―2021',
  minLength: (n: number) => `最少输入${n}个字符`,
  maxLength: (n: number) => `最多输入${n}个字符`,
  select: '请选择',
  upload: '请上传',
  checkMin: (n: number) => `至少选择${n}项`,
  checkMax: (n: number) => `最多选择${n}项`,
  coordinate: '最多输入15个字符',
  address: '请输入地址',
  latitude: '请输入纬度',
  longitude: '请输入经度',
} as const;

export const validators = {
  mobile: rx(MOBILE_RE, MSG.mobile),
  mobileOrPhone: (v: string) => (v === '' || MOBILE_RE.test(v) || LANDLINE_RE.test(v) ? null : MSG.mobileOrPhone),
  phone: rx(LANDLINE_RE, '请输入正确的座机号，如:0376-6234567'),
  email: rx(EMAIL_RE, MSG.email()),
  postcode: rx(/^\d{6}$/, MSG.postcode),
  password: rx(PASSWORD_RE, MSG.password),
  passwordShared: rx(PASSWORD_SHARED_RE, '密码为5-20位，须包含数字、字母和特殊字符(,.~!@#$%^&*)'),
  /** The shared reading: letters/digits/dot/underscore from a letter, or a mobile number. */
  username: (v: string) => (v === '' || USERNAME_RE.test(v) || MOBILE_RE.test(v) ? null : '用户名为4-20位字母、数字、点或下划线，以字母开头，或手机号码'),
  /** The form rule: letters, digits, underscore, 4 to 18 (its message says 6 to 18, as the spec records). */
  usernameForm: rx(/^[A-Za-z0-9_]{4,18}$/, MSG.username),
  spec: rx(/^(\d+\*)?\d+$/, MSG.spec),
  number: rx(/^-?\d{1,16}(\.\d{1,6})?$/, MSG.number),
  price: rx(/^\d+(\.\d{1,2})?$/, MSG.price),
  idCard: rx(/(^\d{15}$)|(^\d{17}[\dXx]$)/, MSG.idCard),
  idNumber: rx(/^[A-Za-z0-9]{1,50}$/, '证件号码为50位以内的字母或数字'),
  bankCard: rx(/^\d{10,20}$/, '请输入正确的银行卡号'),
  qq: rx(/^[1-9]\d{4,11}$/, '请输入正确的QQ号'),
  url: rx(/^https?:\/\/\S+$/, MSG.url),
  standardNo: rx(STANDARD_NO_RE, MSG.standardNo),
  positiveInt: rx(/^[1-9]\d*$/, MSG.positiveInt),
  nonNegativeInt: rx(/^\d+$/, MSG.nonNegativeInt),
  naturalNumber: rx(/^(0|[1-9]\d*)$/, '请输入自然数'),
  month: (v: string) => (v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12) ? null : MSG.month),
  orgCode: rx(/^[A-Z0-9]{8}-?[A-Z0-9]$/, MSG.orgCode),
  uscc: (v: string) => (v === '' || isUnifiedSocialCreditCode(v) ? null : MSG.uscc),
  chineseName: rx(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入2-20个汉字'),
  english: rx(/^[A-Za-z]+$/, '只能输入英文字母'),
  alnum20: rx(/^[A-Za-z0-9]{1,20}$/, '只能输入20位以内的英文字母和数字'),
  cnEnText: rx(/^[\u4e00-\u9fa5A-Za-z ]{2,100}$/, '请输入2-100位中英文字符或空格'),
  digitsLines: rx(/^[\d\n\r]+$/, '只能输入数字和换行'),
  max255: (v: string) => (v.length <= 255 ? null : MSG.maxLength(255)),
  personName: (v: string) => (v === '' || (v.trim().length >= 2 && v.trim().length <= 15) ? null : MSG.nameLength),
  coordinate: (v: string) => (v.length <= 15 ? null : MSG.coordinate),
} satisfies Record<string, Validator>;

export type ValidatorName = keyof typeof validators;

/** The generic rules: required with optional length bounds. */
export function checkRequired(value: unknown, message: string = MSG.required): string | null {
  return isEmpty(value) ? message : null;
}

export function checkLength(value: string, min?: number, max?: number): string | null {
  const n = [...value].length;
  if (min !== undefined && n < min) return MSG.minLength(min);
  if (max !== undefined && n > max) return MSG.maxLength(max);
  return null;
}

export function checkCount(items: readonly unknown[], min?: number, max?: number): string | null {
  if (min !== undefined && items.length < min) return MSG.checkMin(min);
  if (max !== undefined && items.length > max) return MSG.checkMax(max);
  return null;
}
