/** The welcome card (pure): greeting, name, organisation and its type, roles, most recent sign-in, today's date. */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Space, Tag, Typography, theme } from 'antd';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import type { WelcomeConfig } from './index';
import { greetingFor, timeText, todayText } from './greeting';
import type { WelcomeData } from './useData';

export interface WelcomeViewProps {
  config: WelcomeConfig;
  state: WidgetData<WelcomeData | null>;
  /** The clock the greeting and the date follow (a prop, so stories and tests are fixed in time). */
  now: Date;
}

export const WELCOME_EMPTY = '未登录';

export function WelcomeView({ config, state, now }: WelcomeViewProps) {
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
          </Flex>
        )
      }
    </WidgetBody>
  );
}
