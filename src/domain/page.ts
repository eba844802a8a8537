/** A page reply of the search grammar (calls document §7: data.content, data.totalElements, data.number zero-based). */
export interface Page<T> {
  content: T[];
  totalElements: number;
  /** Zero-based page number. */
  number: number;
  size: number;
  totalPages: number;
}
