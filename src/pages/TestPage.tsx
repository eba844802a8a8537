/** /test: the portal's self-check (the view) over GET /sys/config. */
import { useQuery } from '@tanstack/react-query';
import { fetchPublicConfig } from '@/api/account';
import { errorText } from '@/app/account/errorText';
import { version } from '../../package.json';
import { TestView, type ServerCheck } from './test/TestView';

async function checkServer(): Promise<{ ms: number; captcha: boolean }> {
  const t0 = performance.now();
  // Silent: the page itself reports the failure, a toast would only repeat it.
  const config = await fetchPublicConfig({ silent: true });
  return { ms: Math.round(performance.now() - t0), captcha: config.captcha };
}

export function TestPage() {
  // Not cached: each visit and each retry measures the server now.
  const q = useQuery({ queryKey: ['test', 'server'], queryFn: checkServer, staleTime: 0, gcTime: 0 });
  const check: ServerCheck = q.isFetching ? { status: 'checking' } : q.data ? { status: 'ok', ...q.data } : { status: 'error', message: errorText(q.error) };
  return <TestView version={version} mode={import.meta.env.MODE} check={check} onRetry={() => void q.refetch()} />;
}
