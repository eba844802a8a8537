/** The title bar's date and time in Beijing (wherever the wall PC's clock is set), ticking each second while the page is shown. */
import { useEffect, useState } from 'react';
import { beijingParts } from '@/domain/beijingTime';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(d: Date): { date: string; time: string } {
  const p = beijingParts(d);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return {
    date: `${p.year}年${pad(p.month)}月${pad(p.day)}日 星期${WEEKDAYS[weekday]}`,
    time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
  };
}

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (!timer) timer = setInterval(() => setNow(new Date()), 1000);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else {
        setNow(new Date());
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  const { date, time } = formatClock(now);
  return (
    <div data-testid="screen-clock" style={{ display: 'flex', alignItems: 'baseline', gap: 12, fontVariantNumeric: 'tabular-nums' }}>
      <span style={{ fontSize: 16 }}>{date}</span>
      <span style={{ fontSize: 26, fontWeight: 600, color: '#36cfff' }}>{time}</span>
    </div>
  );
}
