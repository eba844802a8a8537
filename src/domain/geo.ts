/** The map address picker's search (POST /api/geo/search; calls document §9: picker page size 10). */

/** One result of the search. */
export interface GeoHit {
  /** area: a division of the addvcd table; place: an enterprise's place (zp_place); online: the configured geocoder. */
  readonly kind: 'area' | 'place' | 'online';
  /** Division code, place id, or 'online-<n>'. */
  readonly id: string;
  readonly name: string;
  /** The full address: 广东省深圳市南山区 for an area, the place's address, the provider's label. */
  readonly address: string;
  /** Degrees; null when unknown (a county outside the map data, a place without coordinates). */
  readonly lon: number | null;
  readonly lat: number | null;
}
