// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MB, UPLOAD_MSG, UPLOAD_TYPES, type UploadType } from '@/domain/upload';
import { acceptOf, checkFile, checkImage } from './uploadChecks';

const f = (name: string, size = 1) => ({ name, size });

describe('checkFile boundaries', () => {
  it('refuses an empty file and accepts one byte', () => {
    expect(checkFile(f('a.pdf', 0))).toBe(UPLOAD_MSG.empty);
    expect(checkFile(f('a.pdf', 1))).toBeNull();
  });

  it('accepts exactly 50 MB under a 50 MB control and refuses one byte more with the general message', () => {
    expect(checkFile(f('a.pdf', MAX_UPLOAD_BYTES), { maxMb: 50 })).toBeNull();
    expect(checkFile(f('a.pdf', MAX_UPLOAD_BYTES + 1), { maxMb: 50 })).toBe('文件只能在50M以内');
  });

  it('applies the control default of 20 MB at its boundary', () => {
    expect(checkFile(f('a.pdf', 20 * MB))).toBeNull();
    expect(checkFile(f('a.pdf', 20 * MB + 1))).toBe('上传文件大小不能超过 20MB!');
    expect(checkFile(f('a.pdf', 5 * MB + 1), { maxMb: 5 })).toBe('上传文件大小不能超过 5MB!');
  });

  it('says 文件格式不对 for an extension no group knows, even under beCommon', () => {
    expect(checkFile(f('a.exe'))).toBe('文件格式不对');
    expect(checkFile(f('noext'), { type: 'pdf' })).toBe('文件格式不对');
  });

  it('says 只能上传… for a known extension outside the group', () => {
    expect(checkFile(f('a.zip'), { type: 'pdfOnly' })).toBe('只能上传pdf格式的文件');
    expect(checkFile(f('a.mp4'), { type: 'img' })).toBe(UPLOAD_MSG.onlyTypes(['jpg', 'jpeg', 'png']));
  });

  it.each(Object.entries(UPLOAD_TYPES) as [UploadType, readonly string[]][])('accepts every extension of group %s, case-insensitively', (type, exts) => {
    for (const ext of exts) expect(checkFile(f(`x.${ext.toUpperCase()}`), { type })).toBeNull();
  });

  it('lets beCommon take any known extension', () => {
    for (const name of ['a.zip', 'a.mp4', 'a.docx', 'a.png']) expect(checkFile(f(name), { type: 'beCommon' })).toBeNull();
  });

  it('refuses the file that would pass the count limit; 0 means no limit', () => {
    expect(checkFile(f('a.pdf'), { maxCount: 3, count: 2 })).toBeNull();
    expect(checkFile(f('a.pdf'), { maxCount: 3, count: 3 })).toBe('文件上传最大数量为3');
    expect(checkFile(f('a.pdf'), { maxCount: 0, count: 99 })).toBeNull();
  });
});

describe('checkImage boundaries', () => {
  it('takes JPG, JPEG and PNG only', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png']) expect(checkImage(f(name))).toBeNull();
    for (const name of ['a.gif', 'a.webp', 'a.pdf', 'png']) expect(checkImage(f(name))).toBe('上传图片只能是 JPG、PNG、JPEG格式!');
  });

  it('defaults to 200 MB and honours a custom limit at the boundary', () => {
    expect(checkImage(f('a.png', 200 * MB))).toBeNull();
    expect(checkImage(f('a.png', 200 * MB + 1))).toBe('上传图片大小不能超过200MB!');
    expect(checkImage(f('a.png', 2 * MB + 1), { maxMb: 2 })).toBe('上传图片大小不能超过2MB!');
  });

  it('refuses an empty image and the one past the count', () => {
    expect(checkImage(f('a.png', 0))).toBe(UPLOAD_MSG.empty);
    expect(checkImage(f('a.png'), { maxCount: 1, count: 1 })).toBe('文件上传最大数量为1');
    expect(checkImage(f('a.png'), { maxCount: 4, count: 3 })).toBeNull();
  });
});

describe('acceptOf', () => {
  it('lists the group extensions for the file picker', () => {
    expect(acceptOf('zip')).toBe('.zip,.rar');
    expect(acceptOf('beCommon').split(',')).toContain('.mp4');
  });
});
