/**
 * The frame of the public pages (sign-in, registration, password reset, test): the portal's name
 * over a centered card on a light background, and a footer. Plain markup and CSS (public.css), so
 * the sign-in page draws without antd; the card's body holds whatever form the page has.
 */
import type { ReactNode } from 'react';
import { beijingYear } from '@/domain/beijingTime';
import './public.css';

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
    <div className="zp-public">
      <header className="zp-public-header">
        <div className="zp-public-brand">
          <span className="zp-public-mark" aria-hidden>
            圳
          </span>
          <h1>{PORTAL_NAME}</h1>
        </div>
        <p className="zp-public-slogan">{PORTAL_SLOGAN}</p>
      </header>
      <main className="zp-public-main">
        <section className="zp-public-card" style={{ width }} aria-labelledby="zp-public-title">
          <h2 id="zp-public-title" className="zp-public-title">
            {title}
          </h2>
          <div className="zp-public-body">
            {children}
            {extra ? <div className="zp-public-extra">{extra}</div> : null}
          </div>
        </section>
      </main>
      <footer className="zp-public-footer">
        © {year} {PORTAL_NAME} 版权所有 · 建议使用 Chrome、Edge 等现代浏览器访问
      </footer>
    </div>
  );
}
