// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './AvatarField';

describe('what may be an avatar', () => {
  it('takes JPG, JPEG and PNG in any letter case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'photo.2026.Png']) expect(avatarFileProblem({ name, size: 1000 })).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    for (const name of ['a.gif', 'a.webp', 'a.pdf', 'png', 'a.png.exe']) expect(avatarFileProblem({ name, size: 1000 })).toBe('上传图片只能是 JPG、PNG、JPEG格式!');
  });

  it('refuses pictures over 5 MB', () => {
    expect(avatarFileProblem({ name: 'a.png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarFileProblem({ name: 'a.png', size: 5 * 1024 * 1024 + 1 })).toBe('上传图片大小不能超过5MB!');
  });
});
