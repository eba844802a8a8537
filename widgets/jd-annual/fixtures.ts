/** A year's figures as GET plan/annual answers them, for the stories and the tests. */
import type { JdAnnualFigures } from '@/domain/resources/jd';

export const YEAR = 2026;

/** Mid-year: most certificates planned, a third concluded, one failed. */
export const TYPICAL: JdAnnualFigures = { year: YEAR, due: 48, planned: 40, inTask: 36, done: 16, passed: 15, unpassed: 1 };
/** A year nothing is due in. */
export const NOTHING_DUE: JdAnnualFigures = { year: 2030, due: 0, planned: 0, inTask: 0, done: 0, passed: 0, unpassed: 0 };
/** The whole province's year: large counts. */
export const LARGE: JdAnnualFigures = { year: YEAR, due: 128_406, planned: 128_406, inTask: 127_950, done: 120_311, passed: 118_002, unpassed: 2_309 };
