// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { JD_SITE_STATUS, JD_TASK_STATUS as S } from './codes';
import { isJdTaskUnit, jdPhotoRefusal, jdSiteAbilities, jdSiteRefusal, jdVisitMoves, mayWriteJdPhotos, NO_JD_SITE_ABILITIES } from './jdSite';
import { JD_MSG } from './resources/jd';

const UNIT = 5;
const inspector = { orgId: UNIT, roleCodes: ['R_UNIT_USER'] };
const unitAdmin = { orgId: UNIT, roleCodes: ['R_UNIT_ADMIN'] };
const otherUnit = { orgId: 9, roleCodes: ['R_UNIT_USER'] };
const manager = { orgId: 1, roleCodes: ['R_MNG_USER'] };
const enterprise = { orgId: 8, roleCodes: ['R_ORG_ADMIN'] };
const task = (status: number) => ({ unitId: UNIT, status });

describe('who may do what on a task on site', () => {
  it('is the assigned supervision unit only, its administrator or staff', () => {
    expect([inspector, unitAdmin, otherUnit, manager, enterprise].map((a) => isJdTaskUnit(a, task(S.siteSupervision)))).toEqual([true, true, false, false, false]);
    expect(isJdTaskUnit(inspector, { unitId: null })).toBe(false);
    // Someone of the unit's organisation without a unit role writes nothing.
    expect(isJdTaskUnit({ orgId: UNIT, roleCodes: ['R_ORG_USER'] }, task(S.siteSupervision))).toBe(false);
  });

  it('plans visits after accepting, records on site, keeps materials until the check, reports after it, and changes the team until the materials go in', () => {
    const at = (status: number) => Object.entries(jdSiteAbilities(inspector, task(status))).filter(([, can]) => can).map(([kind]) => kind).sort();
    expect(at(S.sent)).toEqual([]);
    expect(at(S.confirmUnit)).toEqual(['days', 'plan', 'taskBook', 'team']);
    expect(at(S.drawPlan)).toEqual(['taskBook', 'team']);
    expect(at(S.siteSupervision)).toEqual(['days', 'findings', 'materials', 'record', 'taskBook', 'team', 'visit']);
    expect(at(S.submitDoc)).toEqual(['findings', 'materials']);
    expect(at(S.checkedDoc)).toEqual(['findings', 'materials', 'report']);
    expect(at(S.report)).toEqual(['findings']);
    expect([S.passed, S.unpassed, S.stopped].map((s) => at(s))).toEqual([[], [], []]);
    expect(jdSiteAbilities(manager, task(S.siteSupervision))).toEqual(NO_JD_SITE_ABILITIES);
    expect(jdSiteAbilities(otherUnit, task(S.confirmUnit))).toEqual(NO_JD_SITE_ABILITIES);
  });

  it('answers a refusal in the server words: 403 for another organisation, 400 naming the status', () => {
    expect(jdSiteRefusal(enterprise, task(S.siteSupervision), 'record')).toEqual({ code: 403, message: JD_MSG.notAssigned });
    expect(jdSiteRefusal(inspector, task(S.submitDoc), 'record')).toEqual({ code: 400, message: JD_MSG.notNow('待文件核查') });
    expect(jdSiteRefusal(inspector, task(S.confirmUnit), 'plan')).toBeNull();
  });

  it('lets a visit start, finish and reopen by its own flow, and takes photos only of a visit under way', () => {
    const onSite = jdSiteAbilities(inspector, task(S.siteSupervision));
    expect(jdVisitMoves(onSite, JD_SITE_STATUS.planned).map((m) => m.action)).toEqual(['start']);
    expect(jdVisitMoves(onSite, JD_SITE_STATUS.onSite).map((m) => [m.label, m.to])).toEqual([['完成现场监督', JD_SITE_STATUS.finished]]);
    expect(jdVisitMoves(onSite, JD_SITE_STATUS.finished).map((m) => [m.action, m.opinion])).toEqual([['reopen', 'required']]);
    expect(jdVisitMoves(jdSiteAbilities(inspector, task(S.submitDoc)), JD_SITE_STATUS.finished)).toEqual([]);
    expect([JD_SITE_STATUS.planned, JD_SITE_STATUS.onSite, JD_SITE_STATUS.finished].map((v) => mayWriteJdPhotos(onSite, v))).toEqual([false, true, false]);
    expect(jdPhotoRefusal(inspector, task(S.siteSupervision), JD_SITE_STATUS.finished)).toEqual({ code: 400, message: JD_MSG.visitNotOnSite });
    expect(jdPhotoRefusal(otherUnit, task(S.siteSupervision), JD_SITE_STATUS.onSite)?.code).toBe(403);
    expect(jdPhotoRefusal(inspector, task(S.siteSupervision), JD_SITE_STATUS.onSite)).toBeNull();
  });
});
