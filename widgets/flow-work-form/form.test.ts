// @vitest-environment node
/** Which form a config names, and when the caller may write it. */
import { describe, expect, it } from 'vitest';
import { WORK_FORMS } from '@/domain/resources/workForms';
import { reportClosed, reportOpen, stampedOpen } from './fixtures';
import { workFormOf, writable } from './form';

describe('the flow work form', () => {
  it('knows the forms the tables declare, and no other name', () => {
    expect(workFormOf('jdReform.report')).toBe(WORK_FORMS['jdReform.report']);
    expect(workFormOf('certificate.stamped')).toBe(WORK_FORMS['certificate.stamped']);
    expect(workFormOf('toString')).toBeNull();
    expect(workFormOf('jdReform.nothing')).toBeNull();
  });

  it('is writable while the flow lists its work as the caller’s now, read only otherwise', () => {
    const report = WORK_FORMS['jdReform.report'];
    expect(writable({ status: 'success', data: reportOpen }, report)).toBe(true);
    expect(writable({ status: 'success', data: reportClosed }, report)).toBe(false);
    // Another form's work open to the caller does not open this one.
    expect(writable({ status: 'success', data: stampedOpen }, report)).toBe(false);
    expect(writable({ status: 'loading' }, report)).toBe(false);
  });
});
