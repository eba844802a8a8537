/**
 * Grey lines where content is coming (a widget's chunk or its data): antd's Skeleton paragraph in
 * look, drawn in plain markup and CSS (src/app/base.css) so the layout host shows it before any
 * widget has loaded a component library. The lines take the text colour at low opacity, so they
 * read on the light portal and on the dark wall alike.
 */
export interface SkeletonLinesProps {
  /** How many lines; the last is shorter, as the end of a paragraph. */
  rows?: number;
}

export function SkeletonLines({ rows = 3 }: SkeletonLinesProps) {
  return (
    <div className="zp-skeleton" role="status" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} aria-hidden style={i === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}
