/**
 * What a failed product's supervision found: its failing spot results (product items of its plan
 * product judged 不合格) and the task's nonconformities that concern it (named for it, or for no
 * product). A rectification opens with its requirements written from them, and shows them.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { TEST_OPINION } from '../../../../src/domain/codes';
import type { JdFailure } from '../../../../src/domain/resources/jdReform';
import type { DbOrTx } from '../../../db/client';
import { jdNon, jdSpot } from '../../../db/schema';

export interface FailedRecord {
  readonly id: number;
  readonly taskId: number;
  readonly prodId: number;
  readonly productId: number;
}

/** The failure of each record, by the record's id (one lookup per kind for them all). */
export async function failuresOf(h: DbOrTx, records: readonly FailedRecord[]): Promise<Map<number, JdFailure>> {
  const taskIds = [...new Set(records.map((r) => r.taskId))];
  if (!taskIds.length) return new Map();
  const [spots, nons] = await Promise.all([
    h
      .select()
      .from(jdSpot)
      .where(and(inArray(jdSpot.taskId, taskIds), eq(jdSpot.testOpinion, TEST_OPINION.unqualified)))
      .orderBy(asc(jdSpot.id)),
    h.select().from(jdNon).where(inArray(jdNon.taskId, taskIds)).orderBy(asc(jdNon.id)),
  ]);
  return new Map(
    records.map((r) => [
      r.id,
      {
        spots: spots.filter((s) => s.taskId === r.taskId && s.prodId === r.prodId).map((s) => ({ sampleName: s.sampleName, sampleNo: s.sampleNo, testItems: s.testItems, result: s.result })),
        nons: nons.filter((n) => n.taskId === r.taskId && (n.productId === null || n.productId === r.productId)).map((n) => ({ clause: n.clause, description: n.description, level: n.level, deadline: n.deadline })),
      },
    ]),
  );
}
