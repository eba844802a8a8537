// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORG_TYPE, orgTypeValue } from './codes';
import { isManagement, isPlatformAdminRole, ROLE_CODES, ROLES } from './roles';

const MNG = orgTypeValue(ORG_TYPE.management);
const ENTERPRISE = orgTypeValue(ORG_TYPE.enterprise);
const UNIT = orgTypeValue(ORG_TYPE.evaluation, ORG_TYPE.testing);

describe('who is management', () => {
  it('everyone of the management body, whatever their role', () => {
    for (const role of ROLE_CODES) expect(isManagement({ orgType: MNG, roleCodes: [role] }), role).toBe(true);
    expect(isManagement({ orgType: MNG, roleCodes: [] })).toBe(true);
  });

  it('the platform administrators (系统管理员, 应用管理员), with or without an organisation', () => {
    for (const orgType of [null, ENTERPRISE, UNIT]) {
      expect(isManagement({ orgType, roleCodes: ['R_SYS_ADMIN'] })).toBe(true);
      expect(isManagement({ orgType, roleCodes: ['R_APP_ADMIN'] })).toBe(true);
    }
  });

  it('nobody else: institutions, enterprises, no organisation; a management working role alone is not enough', () => {
    for (const orgType of [null, ENTERPRISE, UNIT, orgTypeValue(ORG_TYPE.supervision)]) {
      for (const role of ['R_UNIT_ADMIN', 'R_UNIT_USER', 'R_ORG_ADMIN', 'R_ORG_USER', 'R_MNG_USER', 'R_ZSGLY_USER']) {
        expect(isManagement({ orgType, roleCodes: [role] }), `${orgType} ${role}`).toBe(false);
      }
    }
  });

  it('the platform administrators are the MNG-tagged roles that run the platform', () => {
    expect(ROLE_CODES.filter(isPlatformAdminRole)).toEqual(['R_SYS_ADMIN', 'R_APP_ADMIN']);
    for (const r of ROLE_CODES.filter(isPlatformAdminRole)) expect(ROLES[r].tag).toBe('MNG');
  });
});
