/**
 * The demo world: a fixed random seed, so every fresh database is the same. Each part owns its
 * tables; the order matters (people before what belongs to organisations).
 */
import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sysUser } from '../db/schema';
import { seedAreas } from '../db/divisions';
import { seedBasedata } from './basedata';
import { seedCatalogue } from './catalogue';
import { seedDictionaries } from './dictionaries';
import { seedEnterpriseRecords } from './enterpriseRecords';
import { seedUnitStaff } from './unitStaff';
import { seedFlows } from './flows';
import { seedEvaluations } from './evaluations';
import { seedEvalAnnex } from './evalAnnex';
import { seedEvalSiteRecords } from './evalSiteRecords';
import { insertEvalHistory, seedHistory } from './history';
import { seedMenus } from './menus';
import { seedMessages } from './messages';
import { seedOrgStructure } from './orgStructure';
import { seedPeople } from './people';
import { failHistoryTasks, seedReform } from './reform';
import { seedSupervision } from './supervision';
import { createRandom } from './random';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsLine } from './people';

export async function seedIfEmpty(db: Db, config: Pick<Config, 'seedScale'> & Partial<Pick<Config, 'filesDir'>>): Promise<string | null> {
  const [{ n }] = await db.select({ n: count() }).from(sysUser);
  if (Number(n) > 0) return null;
  const random = createRandom(20260501);
  const started = Date.now();
  await db.transaction(async (tx) => {
    await seedAreas(tx);
    await seedDictionaries(tx);
    await seedMenus(tx);
    await seedPeople(tx, random, config.seedScale);
    await seedCatalogue(tx, random, config.seedScale);
    await seedOrgStructure(tx);
    await seedBasedata(tx);
    const evalHistory = await seedHistory(tx);
    await seedMessages(tx);
    await seedFlows(tx);
    // Its own random stream: adding these records leaves the rest of the demo world as it was.
    await seedEnterpriseRecords(tx, createRandom(20261124));
    await seedUnitStaff(tx);
    await seedEvaluations(tx);
    await seedEvalAnnex(tx, config.filesDir);
    await seedEvalSiteRecords(tx, config.filesDir);
    // A few passed tasks fail first, so the supervision writes what that implies.
    await failHistoryTasks(tx);
    // After the history, the certificates and the evaluations: supervision covers their certificates.
    await seedSupervision(tx, config.filesDir);
    // Every product that did not pass has its rectification; exits follow them and the certificates.
    // Rectification and exit draw from their own stream.
    await seedReform(tx, createRandom(20261127), config.filesDir);
    // Last: the history's ended applications join the evaluation tables the seeds above read as the live demo world.
    await insertEvalHistory(tx, evalHistory);
  });
  return `${Date.now() - started} ms`;
}
