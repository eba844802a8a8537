/** Types of postgres-cluster.mjs, for the TypeScript tests that start a cluster of their own. */
export interface PostgresCluster {
  readonly port: number;
  url(database: string): string;
  createDatabase(name: string): { ok: boolean; out: string };
  /** Starts it again after stop(): the same data, the same port. Throws when it does not start. */
  start(): void;
  /** A fast shutdown: open connections are ended. Throws when it does not stop. */
  stop(): void;
  /** Stops it (when running) and deletes its directory. */
  remove(): void;
}
export function findPostgresBin(): string | null;
export function freePort(): Promise<number>;
export function startPostgresCluster(settings?: Record<string, string | number>): Promise<{ missing: true } | { failed: string } | PostgresCluster>;
