// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basisStandards, basisText, type BasisStandard } from './standard';

const std = (code: string, name: string, productType: string | null): BasisStandard => ({ code, name, productType });
const FRUIT_VEG = [std('T/SZS 2190―2021', '圳品 蔬菜', '0'), std('T/SZS 2191―2021', '圳品 水果', '0'), std('GB 2763―2021', '食品安全国家标准 食品中农药最大残留限量', null)];

describe('评价依据 of a certificate', () => {
  it('cites the standard about the product’s category, not its siblings nor the general limits', () => {
    const chosen = basisStandards(FRUIT_VEG, { name: '菜心', productType: '0', categoryPath: ['叶菜类', '蔬菜', '果蔬类'] });
    expect(basisText(chosen)).toBe('T/SZS 2190―2021《圳品 蔬菜》');
  });

  it('reads the subject as the title’s last word and matches the product’s own name too', () => {
    const meat = [std('T/SZS 4001―2019', '圳品评价规范 鸡肉', '1'), std('T/SZS 2197―2022', '圳品 冷鲜猪肉', '1')];
    expect(basisStandards(meat, { name: '清远鸡', productType: '1', categoryPath: ['鸡肉', '禽肉', '肉禽类'] }).map((s) => s.code)).toEqual(['T/SZS 4001―2019']);
    expect(basisStandards(meat, { name: '冷鲜猪肉', productType: '1', categoryPath: [] }).map((s) => s.code)).toEqual(['T/SZS 2197―2022']);
  });

  it('keeps every standard of the product’s type when none names it, the general ones when none is of its type, none when there is none', () => {
    expect(basisStandards(FRUIT_VEG, { name: '某产品', productType: '0', categoryPath: ['其他'] })).toHaveLength(2);
    expect(basisStandards(FRUIT_VEG, { name: '鲜牛奶', productType: '3', categoryPath: ['液态奶'] }).map((s) => s.code)).toEqual(['GB 2763―2021']);
    expect(basisText(basisStandards([], { name: '鲜牛奶', productType: '3', categoryPath: [] }))).toBeNull();
  });

  it('joins several citations with 、', () => {
    expect(basisText([std('A 1―2020', '甲', '0'), std('B 2―2021', '乙', '0')])).toBe('A 1―2020《甲》、B 2―2021《乙》');
  });
});
