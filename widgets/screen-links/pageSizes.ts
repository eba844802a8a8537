/** The page sizes the list offers (the manifest's pageSize prop stays within them). */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
