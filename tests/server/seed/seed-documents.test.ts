/**
 * Every file the demo world offers for download, downloaded as management would and opened as its
 * receiver would: a PDF reads as a Chinese document (pdf.js extracts its text), a Word file holds a
 * Chinese document, a picture is a picture. One of each distinct file (the seed stores a file once
 * by its content, and many records name the same document).
 */
import JSZip from 'jszip';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileBaseInfo } from '../../../server/db/schema';
import { textOf } from '../pdfRead';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Chinese characters in a text. */
const hanzi = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

it('every seeded file downloads and opens as a Chinese document or a picture, none a placeholder', async () => {
  const files = await s.database.db.select({ id: fileBaseInfo.id, name: fileBaseInfo.name, ext: fileBaseInfo.ext, sha256: fileBaseInfo.sha256 }).from(fileBaseInfo);
  const distinct = [...new Map(files.map((f) => [f.sha256, f])).values()];
  expect(new Set(distinct.map((f) => f.ext))).toEqual(new Set(['pdf', 'docx', 'png']));
  const token = await s.signIn('manager');
  for (const f of distinct) {
    const res = await s.app.inject({ method: 'GET', url: `/api/file/download?id=${f.id}`, headers: { 'x-token': token } });
    expect(res.statusCode, f.name).toBe(200);
    const bytes = res.rawPayload;
    if (f.ext === 'pdf') {
      const text = await textOf(bytes);
      expect(hanzi(text), `${f.name}: ${text.slice(0, 80)}`).toBeGreaterThan(30);
      expect(text, f.name).not.toMatch(/ShenzhenPin|placeholder/i);
    } else if (f.ext === 'docx') {
      const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
      expect(hanzi(xml), f.name).toBeGreaterThan(30);
    } else {
      expect(bytes.subarray(1, 4).toString('latin1'), f.name).toBe('PNG');
    }
  }
});
