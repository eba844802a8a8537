/**
 * Around every page: an error boundary (one broken page never takes the chrome or the other tabs
 * down) and a loading state while the page's chunk loads.
 */
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { PageLoading } from '@/ui/PageLoading';

export const PAGE_ERROR_TITLE = '页面出错了';

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
      <Result
        status="error"
        title={PAGE_ERROR_TITLE}
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            重试
          </Button>
        }
      />
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
