/**
 * One broken widget never breaks the page (ARCHITECTURE.md §3): a render error, or a chunk that
 * failed to load, is caught here and shown as the widget's error card. 重试 clears the error and
 * calls `onRetry` (the host uses it to make a fresh lazy component, since React.lazy remembers a
 * failed import). React itself logs the caught error with the component stack.
 */
import { Component, type ReactNode } from 'react';
import { WidgetError } from './WidgetError';

export interface WidgetErrorBoundaryProps {
  onRetry?: () => void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
}

export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <WidgetError title="组件出错" message={this.state.error.message || '组件渲染失败'} onRetry={this.retry} />;
    return this.props.children;
  }
}
