import type { Config } from './config';
import type { Db } from './db/client';

/** What every server module receives when it is registered. */
export interface ServerContext {
  readonly db: Db;
  readonly config: Config;
}
