/**
 * /test (spec §2, a public route): shows that the portal runs: the build, and whether the API
 * server answers (GET /sys/config), how fast, and whether it checks captchas. Pure view.
 */
import { Link } from 'react-router';
import { Button, Descriptions, Flex, Tag } from 'antd';
import { PublicFrame } from '../public/PublicFrame';

export type ServerCheck =
  | { status: 'checking' }
  | { status: 'ok'; ms: number; captcha: boolean }
  | { status: 'error'; message: string };

export interface TestViewProps {
  version: string;
  mode: string;
  check: ServerCheck;
  onRetry: () => void;
}

export const TEST_TEXT = {
  title: '运行检查',
  ok: '服务连接正常',
  checking: '正在检查',
  error: '服务连接异常',
  retry: '重新检查',
  toLogin: '前往登录',
} as const;

function statusTag(check: ServerCheck) {
  if (check.status === 'checking') return <Tag color="processing">{TEST_TEXT.checking}</Tag>;
  if (check.status === 'ok') return <Tag color="success">{TEST_TEXT.ok}</Tag>;
  return <Tag color="error">{TEST_TEXT.error}</Tag>;
}

export function TestView({ version, mode, check, onRetry }: TestViewProps) {
  const items = [
    { key: 'portal', label: '门户', children: <Tag color="success">页面运行正常</Tag> },
    { key: 'version', label: '前端版本', children: version },
    { key: 'mode', label: '构建模式', children: mode },
    { key: 'server', label: '后台服务', children: statusTag(check) },
    ...(check.status === 'ok'
      ? [
          { key: 'ms', label: '响应时间', children: `${check.ms} ms` },
          { key: 'captcha', label: '登录验证码', children: check.captcha ? '已开启' : '已关闭' },
        ]
      : []),
    ...(check.status === 'error' ? [{ key: 'why', label: '原因', children: check.message }] : []),
  ];
  return (
    <PublicFrame title={TEST_TEXT.title} width={480}>
      <Descriptions column={1} bordered size="small" items={items} />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Button onClick={onRetry} loading={check.status === 'checking'}>
          {TEST_TEXT.retry}
        </Button>
        <Link to="/login">
          <Button type="primary">{TEST_TEXT.toLogin}</Button>
        </Link>
      </Flex>
    </PublicFrame>
  );
}
