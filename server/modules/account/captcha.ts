/** The sign-in captcha: an SVG picture and a uuid; the answer lives in sys_captcha for 5 minutes and can be used once. */
import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysCaptcha } from '../../db/schema';
import { ok } from '../../http/envelope';
import { publicRateLimit } from '../../http/rateLimit';
import { route } from '../../http/contract';
import { accountCalls, type captchaReply } from '../../../src/domain/calls/account';
import type { z } from 'zod';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export type CaptchaReply = z.output<typeof captchaReply>;

/** Takes the captcha out of the table whatever the answer, so a uuid can be tried only once. */
export async function consumeCaptcha(db: DbOrTx, uuid: string, answer: string): Promise<boolean> {
  if (!uuid || !answer || uuid.length > 64) return false;
  const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, uuid)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return row.answer === answer.trim().toLowerCase();
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  route(app, accountCalls.captcha, { access: 'public' }, async () => {
    // Characters people confuse (0/o, 1/l/i) are left out.
    const c = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1lIi', width: 120, height: 40, background: '#f4f6fb' });
    const uuid = crypto.randomUUID();
    await db.insert(sysCaptcha).values({ uuid, answer: c.text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
    // Unused captchas of anyone go when a new one is made.
    await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, sql`now()`));
    const reply: CaptchaReply = { uuid, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, enabled: config.captcha };
    return ok(reply);
  }, { extra: { config: { rateLimit: publicRateLimit('captcha') } } });
};
export default plugin;
