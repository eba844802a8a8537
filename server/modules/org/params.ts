/** Reading list parameters that arrive as JSON arrays, repeated query keys or comma-joined text. */
import { badRequest } from '../../http/envelope';

const MAX_ITEMS = 500;

export function listParam(raw: unknown, name: string): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : null;
  if (!parts || parts.some((p) => typeof p !== 'string' && typeof p !== 'number')) throw badRequest(`参数 ${name} 应为数组或以逗号分隔的文本`);
  const out = [...new Set(parts.map((p) => String(p).trim()).filter(Boolean))];
  if (out.length > MAX_ITEMS) throw badRequest(`参数 ${name} 最多 ${MAX_ITEMS} 个值`);
  return out;
}

export function idListParam(raw: unknown, name: string): number[] {
  const parts = listParam(raw, name);
  if (parts.some((p) => !/^\d{1,9}$/.test(p))) throw badRequest(`参数 ${name} 必须是以逗号分隔的数字`);
  return parts.map(Number);
}

/** An optional positive integer parameter (an id); undefined when absent. */
export function optionalId(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const s = String(raw).trim();
  if (!/^\d{1,9}$/.test(s)) throw badRequest(`参数 ${name} 必须是数字`);
  return Number(s);
}
