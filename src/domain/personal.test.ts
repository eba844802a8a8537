import { describe, expect, it } from 'vitest';
import { maskPersonal, maskRows, personalFields } from './personal';
import { defineResource } from './resource';

describe('personal information in lists and exports', () => {
  it('stars the middle of a mobile number and of an ID number of 18 or 15 digits', () => {
    expect(maskPersonal('13812345678')).toBe('138****5678');
    expect(maskPersonal('44030419900101123X')).toBe('4403**********123X');
    expect(maskPersonal('440304900101123')).toBe('4403*******1123');
  });

  it('leaves an office landline, an empty value and what is not a number of a person as it is', () => {
    expect(maskPersonal('0755-83071234')).toBe('0755-83071234');
    expect(maskPersonal('')).toBe('');
    expect(maskPersonal(null)).toBe(null);
    expect(maskPersonal('1381234')).toBe('1381234');
  });

  it('masks the fields validated as a mobile or ID number, and no other', () => {
    const def = defineResource({
      name: 'people',
      title: '人员',
      fields: {
        name: { label: '姓名', type: 'string' },
        mobile: { label: '手机号码', type: 'string', validators: ['mobile'] },
        phone: { label: '联系电话', type: 'string', validators: ['mobileOrPhone'] },
        idNo: { label: '身份证号', type: 'string', validators: ['idCard'] },
        code: { label: '编号', type: 'string' },
      },
    });
    expect(personalFields(def)).toEqual(['mobile', 'phone', 'idNo']);
    const row = { name: '王建华', mobile: '13812345678', phone: '13900001111', idNo: '44030419900101123X', code: '13812345678' };
    expect(maskRows(def, [row])).toEqual([{ name: '王建华', mobile: '138****5678', phone: '139****1111', idNo: '4403**********123X', code: '13812345678' }]);
    expect(row.mobile).toBe('13812345678');
  });
});
