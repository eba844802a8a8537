/**
 * Which files a caller may see: management all; others their organisation's files, the ones they
 * uploaded, the attachments of messages sent to them (so the spec's attachment-info call,
 * POST /api/filebaseinfo/lst?search.id_in=, and the download work for a message's recipient), and
 * the documents of the evaluations their organisation takes part in, its certificates' files, and
 * the files of its products' rectifications and exits.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isManagement, type Principal } from '../../http/auth';
import { fileBaseInfo, jdExit, jdReform, msgInfo, zpCert, zpEval, zpEvalDocReview } from '../../db/schema';

/** A file named in `annex_ids` (comma-joined) of one of the user's messages. */
const attachedToMessageOf = (userId: number): SQL =>
  sql`exists (select 1 from ${msgInfo} where ${msgInfo.userId} = ${userId} and position(',' || ${fileBaseInfo.id}::text || ',' in ',' || coalesce(${msgInfo.annexIds}, '') || ',') > 0)`;

/**
 * A document an evaluation produced (the on-site notice and its stamped copy, the evaluation report,
 * a document review report) of an application the organisation takes part in: the enterprise, the
 * institution, the testing unit all read what was sent to them.
 */
const documentOfEvaluationOf = (orgId: number): SQL => {
  const takesPart = sql`(${zpEval.orgId} = ${orgId} or ${zpEval.unitId} = ${orgId} or ${zpEval.testUnitId} = ${orgId})`;
  return sql`(exists (select 1 from ${zpEval} where ${takesPart} and ${fileBaseInfo.id} in (${zpEval.noticeFileId}, ${zpEval.noticeAnnexId}, ${zpEval.reportFileId}))
    or exists (select 1 from ${zpEvalDocReview} join ${zpEval} on ${zpEval.id} = ${zpEvalDocReview.evalId} where ${takesPart} and ${zpEvalDocReview.reportFileId} = ${fileBaseInfo.id}))`;
};

/** A certificate of the organisation: the generated PDF and the stamped copy. */
const certificateFileOf = (orgId: number): SQL =>
  sql`exists (select 1 from ${zpCert} where ${zpCert.orgId} = ${orgId} and (${zpCert.fileId} = ${fileBaseInfo.id} or position(',' || ${fileBaseInfo.id}::text || ',' in ',' || coalesce(${zpCert.stampedFileId}, '') || ',') > 0))`;

/** `column` (comma-joined file ids) names this file. */
const names = (column: AnyPgColumn): SQL => sql`position(',' || ${fileBaseInfo.id}::text || ',' in ',' || coalesce(${column}, '') || ',') > 0`;

/**
 * A rectification's or an exit's files: its notices, and the report and evidence the enterprise
 * submitted, read by the enterprise and by the supervision unit that audits the rectification.
 */
const reformFileOf = (orgId: number): SQL =>
  sql`(exists (select 1 from ${jdReform} where (${jdReform.orgId} = ${orgId} or ${jdReform.unitId} = ${orgId}) and (${names(jdReform.noticeFileId)} or ${names(jdReform.reportFileId)} or ${names(jdReform.annexIds)}))
    or exists (select 1 from ${jdExit} where ${jdExit.orgId} = ${orgId} and ${names(jdExit.noticeFileId)}))`;

export function fileScope(p: Principal): SQL | undefined {
  if (isManagement(p)) return undefined;
  const mine = or(eq(fileBaseInfo.createBy, p.id), attachedToMessageOf(p.id));
  return p.orgId === null ? mine : or(eq(fileBaseInfo.orgId, p.orgId), mine, documentOfEvaluationOf(p.orgId), certificateFileOf(p.orgId), reformFileOf(p.orgId));
}
