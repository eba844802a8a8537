/** Configuration from the environment (README: "Configuration"). */
import path from 'node:path';
import { DEFAULT_PWD_KEY } from '../src/domain/account';
import { DEFAULT_UPLOAD_QUOTA_MB, MB } from '../src/domain/upload';
import { CERT_DEFAULT_VALID_YEARS } from '../src/domain/workflows/certificate';

export interface Config {
  readonly port: number;
  readonly host: string;
  /**
   * The address people reach the portal at (ZP_PUBLIC_URL, e.g. https://zp.example.cn): what a
   * certificate's QR code opens. Default: http://<HOST>:<PORT> (localhost for 0.0.0.0).
   */
  readonly publicUrl: string;
  /** How many years a certificate holds unless the officer says otherwise (ZP_CERT_VALID_YEARS, 1–5; default 3). */
  readonly certValidYears: number;
  /**
   * The certificates' daily job (ZP_CERT_JOB=off turns it off): shortly after start and then every
   * 24 hours, expired certificates become 失效 and enterprises are reminded 90 and 30 days ahead.
   */
  readonly certJob: boolean;
  /** Seal the flow log and the operation log into their hash chains every few seconds (server/http/logChain.ts; ZP_LOG_SEAL=off). */
  readonly logSeal: boolean;
  /** A port of its own (127.0.0.1) where a Prometheus scraper reads /metrics without a session (ZP_METRICS_PORT; none by default). */
  readonly metricsPort: number | null;
  readonly dataDir: string;
  /**
   * Where uploaded files are kept (ZP_FILES_DIR; default DATA_DIR/files). Several server processes
   * point it at one shared volume, so a file uploaded through one is downloadable through any.
   */
  readonly filesDir: string;
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
  /** Per-address limits of the public calls (ZP_RATE_LIMIT=off turns them off for tests and benchmarks run from one address). */
  readonly rateLimit: boolean;
  /** Bytes of uploads an organisation may keep in all (ZP_UPLOAD_QUOTA_MB); 0: no quota. */
  readonly uploadQuotaBytes: number;
  /**
   * Which proxies' X-Forwarded-For to believe (ZP_TRUST_PROXY), passed to Fastify's trustProxy:
   * false (default: the connecting address is the client's), or the proxies' addresses, CIDR
   * ranges or names (loopback, linklocal, uniquelocal).
   */
  readonly trustProxy: false | readonly string[];
  /**
   * Check every successful reply of a contract route against the call's reply schema
   * (ZP_CHECK_REPLIES=on; the server tests turn it on): a reply that drifted from what the client's
   * types say is answered as a 500 naming the call, so the test that made it fails.
   * Off in production, where it would cost a parse per reply.
   */
  readonly checkReplies: boolean;
}

/**
 * ZP_TRUST_PROXY: off, or a comma-separated list of the proxies. Trusting every hop ("on") is
 * refused, as any client could then name its own address and slip the per-address limits; so is a
 * hop count, which Fastify ignores (it cannot tell a proxy from a client that adds hops).
 */
export function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'off' || value === 'false') return false;
  if (value === 'on' || value === 'true' || /^\d+$/.test(value)) {
    throw new Error(`ZP_TRUST_PROXY=${value} 不可用：请写反向代理的地址、网段或 loopback（如 127.0.0.1 或 10.0.0.0/24）`);
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** ZP_UPLOAD_QUOTA_MB when it is a whole number of MB (0 turns the quota off); otherwise the default. */
function uploadQuotaBytes(raw: string | undefined): number {
  const mb = raw === undefined || raw.trim() === '' ? DEFAULT_UPLOAD_QUOTA_MB : Number(raw);
  return (Number.isSafeInteger(mb) && mb >= 0 ? mb : DEFAULT_UPLOAD_QUOTA_MB) * MB;
}


/** A TCP port from the environment, or null when it names none. */
function portOf(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw?.trim() && Number.isInteger(n) && n > 0 && n < 65536 ? n : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const years = Number(env.ZP_CERT_VALID_YEARS ?? CERT_DEFAULT_VALID_YEARS);
  const dataDir = overrides.dataDir ?? path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    host,
    publicUrl: (env.ZP_PUBLIC_URL?.trim() || `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`).replace(/\/+$/, ''),
    certValidYears: Number.isInteger(years) && years >= 1 && years <= 5 ? years : CERT_DEFAULT_VALID_YEARS,
    certJob: (env.ZP_CERT_JOB ?? 'on').toLowerCase() !== 'off',
    logSeal: (env.ZP_LOG_SEAL ?? 'on').toLowerCase() !== 'off',
    metricsPort: portOf(env.ZP_METRICS_PORT),
    dataDir,
    filesDir: path.resolve(env.ZP_FILES_DIR?.trim() || path.join(dataDir, 'files')),
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
    rateLimit: (env.ZP_RATE_LIMIT ?? 'on').toLowerCase() !== 'off',
    uploadQuotaBytes: uploadQuotaBytes(env.ZP_UPLOAD_QUOTA_MB),
    trustProxy: trustProxyOf(env.ZP_TRUST_PROXY),
    checkReplies: ['on', 'true', '1'].includes((env.ZP_CHECK_REPLIES ?? 'off').trim().toLowerCase()),
    ...overrides,
  };
}
