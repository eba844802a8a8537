/**
 * Snapshot of a page element → A4 PDF of JPEG pages. html2canvas draws the DOM (ECharts canvases
 * are copied as they are) and jsPDF writes the pages; both load only when someone exports, so
 * neither is in any chunk a page loads up front. Paging is the pure planPdfPages.
 */
import { PDF_JPEG_QUALITY, planPdfPages } from '@/domain/pdfPages';

export const EXPORT_TEXT = { button: '导出PDF', busy: '正在导出…', done: '已导出', failed: '导出失败', hint: 'A4 纵向，JPEG 分页' } as const;

export async function exportElementToPdf(element: HTMLElement, fileName: string, skip: (el: Element) => boolean): Promise<number> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const canvas = await html2canvas(element, { scale: Math.min(2, window.devicePixelRatio || 1), backgroundColor: '#ffffff', useCORS: true, logging: false, ignoreElements: skip });
  const plan = planPdfPages(canvas.width, canvas.height);
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  const image = canvas.toDataURL('image/jpeg', PDF_JPEG_QUALITY);
  plan.pages.forEach((p, i) => {
    if (i > 0) pdf.addPage();
    pdf.addImage(image, 'JPEG', p.x, p.y, plan.imageWidth, plan.imageHeight);
  });
  pdf.save(`${fileName}.pdf`);
  return plan.pages.length;
}
