/**
 * Around every page: an error boundary (one broken page never takes the chrome or the other tabs
 * down) and a loading state while the page's chunk loads.
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { PageLoading } from '@/ui/PageLoading';
import type { PageErrorProps } from './PageError';

export const PAGE_ERROR_TITLE = '页面出错了';

/** The same texts without antd's Result, for when PageError's own chunk cannot load (offline). */
function PlainPageError({ title, message, onRetry }: PageErrorProps) {
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ fontSize: 24, marginBottom: 8 }}>{title}</div>
      <div style={{ marginBottom: 24, opacity: 0.65 }}>{message}</div>
      <Button type="primary" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}

const PageError = lazy(() => import('./PageError').catch(() => ({ default: PlainPageError })));

interface State {
  error: Error | null;
}

class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('页面渲染失败', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageError title={PAGE_ERROR_TITLE} message={this.state.error.message} onRetry={() => this.setState({ error: null })} />
      </Suspense>
    );
  }
}

export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading minHeight={320} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
