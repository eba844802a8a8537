/**
 * The frame of the public pages (sign-in, registration, password reset, test): the portal's name
 * over a centered card on a light background, and a footer. Presentational only.
 */
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { PRIMARY_COLOR, textShade } from '@/ui/theme';
import { beijingYear } from '@/domain/beijingTime';

export const PORTAL_NAME = '圳品评价管理平台';
export const PORTAL_SLOGAN = '评价 · 认证 · 监督';

export interface PublicFrameProps {
  /** The card's heading, e.g. 用户登录. */
  title: ReactNode;
  /** Card width in px (forms with two columns are wider). */
  width?: number;
  children: ReactNode;
  /** Under the card's body: links to the other public pages. */
  extra?: ReactNode;
}

const year = beijingYear();

export function PublicFrame({ title, width = 420, children, extra }: PublicFrameProps) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #e6f4ff 0%, #f0f5ff 45%, #f7f9fc 100%)',
      }}
    >
      <header style={{ padding: '40px 16px 24px', textAlign: 'center' }}>
        <div style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
          <span
            aria-hidden
            style={{
              width: 44,
              height: 44,
              borderRadius: 10,
              background: textShade(PRIMARY_COLOR),
              color: '#fff',
              fontSize: 24,
              fontWeight: 700,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              boxShadow: '0 4px 12px rgba(24, 144, 255, 0.35)',
            }}
          >
            圳
          </span>
          <Typography.Title level={2} style={{ margin: 0, letterSpacing: 2 }}>
            {PORTAL_NAME}
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', letterSpacing: 4 }}>
          {PORTAL_SLOGAN}
        </Typography.Paragraph>
      </header>
      <main style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '0 16px 32px' }}>
        <Card
          title={title}
          style={{ width, maxWidth: '100%', boxShadow: '0 8px 24px rgba(15, 45, 90, 0.08)' }}
          styles={{ header: { textAlign: 'center', fontSize: 18 } }}
        >
          {children}
          {extra ? <div style={{ marginTop: 8 }}>{extra}</div> : null}
        </Card>
      </main>
      <footer style={{ padding: '16px', textAlign: 'center', color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>
        © {year} {PORTAL_NAME} 版权所有 · 建议使用 Chrome、Edge 等现代浏览器访问
      </footer>
    </div>
  );
}
