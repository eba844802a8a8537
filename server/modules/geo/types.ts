/** One result of POST /api/geo/search: defined once in src/domain for the server and the picker. */
export type { GeoHit } from '../../../src/domain/geo';
