/** Configuration from the environment (README: "Configuration"). */
import path from 'node:path';
import { DEFAULT_PWD_KEY } from '../src/domain/account';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** When set, node-postgres against that server; otherwise PGlite under dataDir (or in memory). */
  readonly databaseUrl: string | undefined;
  /** PGlite in memory (tests). */
  readonly memory: boolean;
  readonly captcha: boolean;
  /** Symmetric key of the change-password payload: obfuscation against casual eyes, not security (TLS is). */
  readonly pwdKey: string;
  readonly logLevel: string;
  /** Built front end and catalogue, served when present. */
  readonly distDir: string;
  /** Seed the demo world on an empty database. */
  readonly seed: boolean;
  /** Demo-world scale for benchmarks (rows multiplier). */
  readonly seedScale: number;
  /**
   * Online map tiles for the map picker (ZP_MAP_TILE_URL): an XYZ template with {z} {x} {y} (and optional {s}).
   * Unset: the offline base map drawn from the project's own GeoJSON.
   */
  readonly mapTileUrl: string | null;
  /**
   * Online geocoder for POST /api/geo/search (ZP_MAP_GEOCODER_URL): a URL with {keyword} (and optional {limit})
   * answering Nominatim-style JSON or GeoJSON. Unset: search over known places and areas only.
   */
  readonly mapGeocoderUrl: string | null;
}


export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    memory: false,
    captcha: (env.ZP_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    pwdKey: env.ZP_PWD_KEY || DEFAULT_PWD_KEY,
    logLevel: env.LOG_LEVEL ?? 'info',
    distDir: path.resolve(env.ZP_DIST_DIR ?? './dist'),
    seed: (env.ZP_SEED ?? 'on').toLowerCase() !== 'off',
    seedScale: Math.max(1, Number(env.ZP_SEED_SCALE ?? 1) || 1),
    mapTileUrl: env.ZP_MAP_TILE_URL?.trim() || null,
    mapGeocoderUrl: env.ZP_MAP_GEOCODER_URL?.trim() || null,
    ...overrides,
  };
}
