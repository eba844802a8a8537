/**
 * Browser security headers for the pages and the API (@fastify/helmet): a Content Security Policy
 * the portal, the big screen, ECharts, echarts-gl and the map picker work under, no framing by
 * other sites, nosniff and no referrer. The component catalogue (Storybook's static build runs
 * inline scripts) gets a looser policy of its own: it holds no data and calls no API.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

/**
 * The CSP source of an online tile template such as `https://{s}.tile.example/{z}/{x}/{y}.png`
 * (`https://*.tile.example`), or null when the template is not an http(s) address.
 */
export function tileSource(template: string | null): string | null {
  if (!template) return null;
  const m = /^(https?:\/\/)([^/?#]+)/i.exec(template.trim());
  if (!m) return null;
  const host = m[2].replace(/\{[a-z]+\}/gi, '*');
  // A placeholder may stand only for whole host labels in a CSP source.
  return /^(\*\.)?[\w.-]+(:\d+)?$/.test(host) ? `${m[1].toLowerCase()}${host}` : null;
}

export function portalDirectives(config: Pick<Config, 'mapTileUrl'>): Directives {
  const tiles = tileSource(config.mapTileUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // antd and ECharts write style attributes and <style> elements at run time (CSS-in-JS).
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: captcha pictures and chart exports; blob: generated files and html2canvas pictures.
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(tiles ? [tiles] : [])],
    // 'self': the portal's service worker (/sw.js) and its manifest (/manifest.webmanifest).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // A menu item may embed an external page in the sandboxed frame wrapper.
    'frame-src': ["'self'", 'https:', 'http:'],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

const CATALOGUE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ');

export async function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'mapTileUrl'>): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: portalDirectives(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'sameorigin' },
    // Only meaningful over TLS; a browser ignores it on plain http.
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/storybook/')) reply.header('content-security-policy', CATALOGUE_CSP);
  });
}
