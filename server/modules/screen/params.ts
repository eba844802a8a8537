/** Query parameters of the screen reads (src/domain/screen.ts SCREEN_PARAMS): absent → default, anything else out of range → 400. */
import type { FastifyRequest } from 'fastify';
import { SCREEN_PARAMS, SCREEN_TEXT } from '../../../src/domain/screen';
import { badRequest } from '../../http/envelope';
import { currentYear } from './figures';

function intOf(req: FastifyRequest, name: string, min: number, max: number, fallback: number, msg: string): number {
  const raw = (req.query as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === '') return fallback;
  const s = Array.isArray(raw) ? null : String(raw).trim();
  if (s === null || !/^\d{1,4}$/.test(s)) throw badRequest(msg);
  const n = Number(s);
  if (n < min || n > max) throw badRequest(msg);
  return n;
}

export const levelOf = (req: FastifyRequest): 1 | 2 => (intOf(req, 'level', 1, 2, SCREEN_PARAMS.level.default, SCREEN_TEXT.badLevel) === 1 ? 1 : 2);
export const monthsOf = (req: FastifyRequest) => intOf(req, 'months', SCREEN_PARAMS.months.min, SCREEN_PARAMS.months.max, SCREEN_PARAMS.months.default, SCREEN_TEXT.badMonths);
export const yearOf = (req: FastifyRequest) => intOf(req, 'year', SCREEN_PARAMS.year.min, SCREEN_PARAMS.year.max, currentYear(), SCREEN_TEXT.badYear);
export const yearsOf = (req: FastifyRequest) => intOf(req, 'years', SCREEN_PARAMS.years.min, SCREEN_PARAMS.years.max, SCREEN_PARAMS.years.default, SCREEN_TEXT.badYears);
