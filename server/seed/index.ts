/**
 * The demo world: a fixed random seed, so every fresh database is the same. Each part owns its
 * tables; the order matters (people before what belongs to organisations).
 */
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, lt, min } from 'drizzle-orm';
import { beijingDate, beijingInstant } from '../../src/domain/beijingTime';
import { CERT_EXPIRY } from '../../src/domain/workflows/certificate';
import { loadConfig, type Config } from '../config';
import { addDays, fileMissingCertificates, runCertificateJob } from '../modules/cert/expiry';
import type { Db } from '../db/client';
import { sysUser, zpCert } from '../db/schema';
import { seedAreas } from '../db/divisions';
import { seedBasedata } from './basedata';
import { seedCatalogue } from './catalogue';
import { seedDictionaries } from './dictionaries';
import { seedEnterpriseRecords } from './enterpriseRecords';
import { seedUnitStaff } from './unitStaff';
import { playProductReviews } from './flows';
import { Stage } from './play';
import { seedEvaluations } from './evaluations';
import { insertEvalHistory, seedHistory } from './history';
import { seedMenus } from './menus';
import { readPastMessages, seedMessages } from './messages';
import { seedOrgStructure } from './orgStructure';
import { seedPeople } from './people';
import { seedReform } from './reform';
import { seedSupervision } from './supervision';
import { createRandom, type Random } from './random';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsLine } from './people';

export async function seedIfEmpty(db: Db, config: Pick<Config, 'seedScale'> & Partial<Pick<Config, 'filesDir' | 'publicUrl'>>): Promise<string | null> {
  const [{ n }] = await db.select({ n: count() }).from(sysUser);
  if (Number(n) > 0) return null;
  const random = createRandom(20260501);
  const started = Date.now();
  // Records are moved by the engine of an app built for the seed (./play.ts); pictures need a place on disk.
  const filesDir = config.filesDir ?? path.join(os.tmpdir(), 'zp-seed-files');
  // Certificates' QR codes open this server's check page.
  const publicUrl = config.publicUrl ?? loadConfig({}).publicUrl;
  const stage = await Stage.open(db, { filesDir, publicUrl });
  try {
    await seedWorld(db, stage, random, { ...config, filesDir });
  } finally {
    await stage.close();
  }
  // The certificates' daily job ran the day after a certificate lapsed: it marked it 已失效 and told its enterprise.
  await lapseCertificates(db);
  // The certificates issued before the portal (the history's) have their PDFs as the certificates'
  // daily job makes them, from the first start on.
  await fileMissingCertificates(db, { filesDir, publicUrl }, Number.MAX_SAFE_INTEGER);
  return `${Date.now() - started} ms`;
}

/** Runs the certificates' daily job on the day after the first certificate held past its expiry date. */
async function lapseCertificates(db: Db): Promise<void> {
  const [{ first }] = await db.select({ first: min(zpCert.expireDate) }).from(zpCert).where(and(eq(zpCert.status, CERT_EXPIRY.from), lt(zpCert.expireDate, beijingDate())));
  if (!first) return;
  const day = addDays(first, 1);
  await runCertificateJob(db, day, new Date(beijingInstant(`${day} 02:00`)));
  await readPastMessages(db);
}

async function seedWorld(db: Db, stage: Stage, random: Random, config: Pick<Config, 'seedScale' | 'filesDir'>): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAreas(tx);
    await seedDictionaries(tx);
    await seedMenus(tx);
    await seedPeople(tx, random, config.seedScale);
    // The message categories before any move: the engine tells people of each.
    await seedMessages(tx);
    await playProductReviews(tx, stage, await seedCatalogue(tx, random, config.seedScale, config.filesDir));
    await seedOrgStructure(tx);
    await seedBasedata(tx);
    const history = await seedHistory(tx);
    // Its own random stream: adding these records leaves the rest of the demo world as it was.
    await seedEnterpriseRecords(tx, createRandom(20261124));
    await seedUnitStaff(tx, stage);
    await seedEvaluations(tx, stage, config.filesDir);
    // After the history, the certificates and the evaluations: supervision covers their certificates.
    await seedSupervision(tx, stage, history.supervision, config.filesDir);
    // Every product that did not pass has its rectification (the engine opened it); they are played
    // on, exits follow them and what became of the certificates. Their own random stream.
    await seedReform(tx, stage, createRandom(20261127), history.supervision.fates, config.filesDir);
    // Last: the history's ended applications join the evaluation tables the seeds above read as the live demo world.
    await insertEvalHistory(tx, history);
    await readPastMessages(tx);
  });
}
