/** The welcome card (pure): greeting, name, organisation and its type, roles, most recent sign-in, today's date. */
import { FileAddOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Flex, Space, Tag, Typography, theme } from 'antd';
import { codeLabel } from '@/domain/codes';
import { certificateFlow } from '@/domain/workflows/certificate';
import { statusTone } from '@/domain/workflows/engine';
import { beijingDate } from '@/domain/beijingTime';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import type { WelcomeConfig } from './index';
import { daysUntil, EXPIRY_WARN_DAYS, greetingFor, timeText, todayText } from './greeting';
import type { DeskData, WelcomeData } from './useData';

/** An enterprise's start of work: 申请评价 and its certificates with their status and expiry. */
export interface WelcomeDesk {
  state: WidgetData<DeskData>;
  onApply: () => void;
  onPreApply: () => void;
  onCerts: () => void;
}

export const DESK_TEXT = {
  apply: '申请评价',
  preApply: '首次申请请先提交企业预申请',
  certs: '本企业圳品证书',
  allCerts: (n: number) => `全部 ${n} 张`,
  none: '暂无圳品证书，通过评价后在此查看证书状态和有效期',
  expires: (date: string) => `有效期至 ${date}`,
  left: (days: number) => (days < 0 ? `已过期 ${-days} 天` : `剩 ${days} 天`),
} as const;

const TONE_COLORS: Readonly<Record<string, string>> = { success: 'success', processing: 'processing', error: 'error', warning: 'warning', default: 'default' };

function Desk({ desk, now }: { desk: WelcomeDesk; now: Date }) {
  const today = beijingDate(now);
  return (
    <Flex vertical gap={8} data-testid="welcome-desk">
      <Divider style={{ margin: '4px 0' }} />
      <Flex align="center" gap={8} wrap>
        <Button type="primary" icon={<FileAddOutlined />} onClick={desk.onApply}>
          {DESK_TEXT.apply}
        </Button>
        <Typography.Link onClick={desk.onPreApply}>{DESK_TEXT.preApply}</Typography.Link>
      </Flex>
      <WidgetBody state={desk.state} isEmpty={(d) => d.total === 0} emptyText={DESK_TEXT.none} rows={2}>
        {(d) => (
          <Flex vertical gap={4}>
            <Flex justify="space-between">
              <Typography.Text strong>{DESK_TEXT.certs}</Typography.Text>
              <Typography.Link onClick={desk.onCerts}>{DESK_TEXT.allCerts(d.total)}</Typography.Link>
            </Flex>
            <ul aria-label={DESK_TEXT.certs} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {d.certs.map((c) => {
                const days = daysUntil(c.expireDate, today);
                const soon = Number.isFinite(days) && days <= EXPIRY_WARN_DAYS;
                return (
                  <li key={c.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                    <Typography.Text ellipsis={{ tooltip: `${c.productName}（${c.certNo}）` }} style={{ flex: 1, minWidth: 0 }}>
                      {c.productName}
                    </Typography.Text>
                    <Tag color={TONE_COLORS[statusTone(certificateFlow, c.status)]} style={{ marginInlineEnd: 0 }}>
                      {codeLabel('certStatus', c.status)}
                    </Tag>
                    {c.expireDate && (
                      <Typography.Text type={soon ? 'warning' : 'secondary'} style={{ flex: 'none' }}>
                        {DESK_TEXT.expires(c.expireDate.slice(0, 10))}
                        {soon ? `（${DESK_TEXT.left(days)}）` : ''}
                      </Typography.Text>
                    )}
                  </li>
                );
              })}
            </ul>
          </Flex>
        )}
      </WidgetBody>
    </Flex>
  );
}

export interface WelcomeViewProps {
  config: WelcomeConfig;
  state: WidgetData<WelcomeData | null>;
  /** The clock the greeting and the date follow (a prop, so stories and tests are fixed in time). */
  now: Date;
  /** An enterprise's desk; absent for everyone else. */
  desk?: WelcomeDesk;
}

export const WELCOME_EMPTY = '未登录';

export function WelcomeView({ config, state, now, desk }: WelcomeViewProps) {
  const { token } = theme.useToken();
  const label = { color: token.colorTextSecondary, whiteSpace: 'nowrap' } as const;
  return (
    <WidgetBody state={state} isEmpty={(d) => d === null} emptyText={WELCOME_EMPTY}>
      {(d) =>
        d && (
          <Flex vertical gap={12}>
            <Flex gap={12} align="center">
              <Avatar size={48} icon={<UserOutlined />} style={{ flex: 'none', background: token.colorPrimary }} />
              <div style={{ minWidth: 0 }}>
                <Typography.Title level={4} style={{ margin: 0 }} ellipsis={{ tooltip: true }}>
                  {greetingFor(now)}，{d.name}
                </Typography.Title>
                <Typography.Text type="secondary">{todayText(now)}</Typography.Text>
              </div>
            </Flex>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 8 }}>
              <dt style={label}>所属组织</dt>
              <dd style={{ margin: 0 }} data-testid="welcome-org">
                {d.orgName ? (
                  <Space size={6} wrap>
                    <span>{d.orgName}</span>
                    {d.orgTypeLabel && <Tag color="blue">{d.orgTypeLabel}</Tag>}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">无</Typography.Text>
                )}
              </dd>
              {config.showRoles && (
                <>
                  <dt style={label}>角色</dt>
                  <dd style={{ margin: 0 }} data-testid="welcome-roles">
                    {d.roles.length ? (
                      <Space size={[4, 4]} wrap>
                        {d.roles.map((r) => (
                          <Tag key={r}>{r}</Tag>
                        ))}
                      </Space>
                    ) : (
                      <Typography.Text type="secondary">无</Typography.Text>
                    )}
                  </dd>
                </>
              )}
              {config.showLastLogin && (
                <>
                  <dt style={label}>最近登录</dt>
                  <dd style={{ margin: 0 }} data-testid="welcome-last-login">
                    {timeText(d.lastLoginTime) || <Typography.Text type="secondary">首次登录</Typography.Text>}
                  </dd>
                </>
              )}
            </dl>
            {desk && <Desk desk={desk} now={now} />}
          </Flex>
        )
      }
    </WidgetBody>
  );
}
