/**
 * 年度监督 as the layout host mounts it: the year is the layout variable; picking one sets it (the
 * certificate list beside reads it). A page opened without a year (or with one out of range) starts
 * at the current year.
 */
import { useEffect } from 'react';
import type { WidgetProps } from '@/ui/widget';
import { yearOf } from './annual';
import type { JdAnnualConfig } from './index';
import { useData } from './useData';
import { JdAnnualView } from './View';
import { beijingYear } from '@/domain/beijingTime';

export default function JdAnnualWidget({ config, vars, setVar }: WidgetProps<JdAnnualConfig>) {
  const d = useData(config, vars);
  const currentYear = beijingYear();
  const raw = vars[config.yearVar];
  useEffect(() => {
    if (yearOf(raw) === null) setVar(config.yearVar, currentYear);
  }, [raw, config.yearVar, currentYear, setVar]);
  return <JdAnnualView year={d.year} currentYear={currentYear} onYear={(y) => setVar(config.yearVar, y)} state={d.state} />;
}
