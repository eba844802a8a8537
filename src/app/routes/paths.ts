/**
 * The static paths and titles of the portal (screens document §2 "Public routes" and
 * "Authenticated layout"). Menu routes are generated (menuRoutes.ts); these never change.
 */
export const APP_TITLE = '圳品评价管理平台';

export const LOGIN_PATH = '/login';
/** Another entry to the sign-in page. */
export const PRE_LOGIN_PATH = '/pre';
export const REGISTER_PATH = '/userRegister';
export const GET_PASSWORD_PATH = '/getPassword';
export const TEST_PATH = '/test';
export const NOT_FOUND_PATH = '/404';

export const ROOT_PATH = '/';
export const HOME_PATH = '/index';
export const HOME_TITLE = '首页';
export const MYSELF_PATH = '/myself';
export const PERSONAL_CENTER_PATH = '/personalCenterIndex';
export const PERSONAL_CENTER_TITLE = '个人中心';
/** The layout the home page mounts. */
export const HOME_LAYOUT_ID = 'home';

/**
 * The hidden dynamic-form and flow-task pages: their paths are generated per form or task (the
 * helpers below), and they are neither tabbed nor cached.
 */
export const DYNAMIC_FORM_PATTERN = '/dynamicForm/:formKey';
export const DYNAMIC_FORM_TITLE = '动态表单';
export const FLOW_TASK_PATTERN = '/flowTask/:taskId';
export const FLOW_TASK_TITLE = '流程任务';
export const dynamicFormPath = (formKey: string | number) => `/dynamicForm/${encodeURIComponent(String(formKey))}`;
export const flowTaskPath = (taskId: string | number) => `/flowTask/${encodeURIComponent(String(taskId))}`;

/** Titles of the public screens, for the page title. */
export const PUBLIC_TITLES: Readonly<Record<string, string>> = {
  [LOGIN_PATH]: '登录',
  [PRE_LOGIN_PATH]: '登录',
  [REGISTER_PATH]: '企业注册',
  [GET_PASSWORD_PATH]: '找回密码',
  [TEST_PATH]: '测试',
};

/** The browser tab's title: `<page> - 圳品评价管理平台`, or the platform name alone. */
export const documentTitle = (title: string | null | undefined) => (title ? `${title} - ${APP_TITLE}` : APP_TITLE);
