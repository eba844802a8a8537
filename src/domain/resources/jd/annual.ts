/** 年度监督任务: one year's annual supervision as a funnel of figures. */
import { z } from 'zod';

/**
 * 年度监督任务's figures (`GET JD_PATHS.plan.annual?year=`): one year's annual supervision
 * (JD_TYPE.annual) of the valid certificates, as a funnel. Each count is of certificates (one
 * certificate is one product in a plan), so every figure is at most the one before it:
 *   due       应监督: the certificates the jdCert list (plan/jdCertPage) holds for that year
 *             (search.year_eq): the valid ones, and those the year's annual supervision already
 *             took whatever their status now (a failed product whose certificate was cancelled
 *             since still counts where it was planned, tasked and concluded)
 *   planned   已纳入计划: of them, in an annual plan of that year (any plan status, draft included)
 *   inTask    已建任务: of them, in a task of that plan that is not 终止 (-2)
 *   done      已完成: of them, concluded (their record 通过 88 or 不通过 99); done = passed + unpassed
 *   passed    通过: records at JD_RECORD_STATUS.passed
 *   unpassed  不通过: records at JD_RECORD_STATUS.unpassed
 * The jdCert list with search.year_eq and search.jdType_eq=0 lists the same certificates one by one.
 */
export const jdAnnualFiguresSchema = z.object({
  year: z.number(),
  due: z.number(),
  planned: z.number(),
  inTask: z.number(),
  done: z.number(),
  passed: z.number(),
  unpassed: z.number(),
});
export type JdAnnualFigures = z.output<typeof jdAnnualFiguresSchema>;
/** The years 年度监督任务 may ask about (the plan's own bounds). */
export const JD_YEAR_RANGE = { min: 2000, max: 2100 } as const;
