/**
 * Paging of a page snapshot into an A4 PDF (screens document §9: PDF export A4, JPEG pages;
 * reference size 555.28 by 801.89 points). The snapshot is scaled to the reference width and cut
 * into slices of the reference height, one per A4 page, with the A4 margins around it. Pure.
 */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
export const PDF_CONTENT = { width: 555.28, height: 801.89 } as const;
export const PDF_MARGIN = { x: (A4_POINTS.width - PDF_CONTENT.width) / 2, y: (A4_POINTS.height - PDF_CONTENT.height) / 2 } as const;
export const PDF_JPEG_QUALITY = 0.92;

export interface PdfPlan {
  /** The whole image's size on paper, in points. */
  readonly imageWidth: number;
  readonly imageHeight: number;
  /** For each page, where the whole image is placed (y is negative from page 2 on: the slice shown is the part within the margins). */
  readonly pages: readonly { readonly x: number; readonly y: number }[];
}

export function planPdfPages(canvasWidth: number, canvasHeight: number): PdfPlan {
  if (!(canvasWidth > 0) || !(canvasHeight > 0)) return { imageWidth: 0, imageHeight: 0, pages: [] };
  const imageWidth = PDF_CONTENT.width;
  const imageHeight = (canvasHeight / canvasWidth) * imageWidth;
  // A sliver under a point (rounding) does not get a page of its own.
  const count = Math.max(1, Math.ceil(imageHeight / PDF_CONTENT.height - 1e-6));
  const pages = Array.from({ length: count }, (_, i) => ({ x: PDF_MARGIN.x, y: PDF_MARGIN.y - i * PDF_CONTENT.height }));
  return { imageWidth, imageHeight, pages };
}
