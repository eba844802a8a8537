import { useRef } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalConfig } from '../theme';
import type { WidgetData } from '../widget';
import { revealAllWithin, useNearViewport } from './useNearViewport';
import { WidgetBody } from './WidgetBody';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetFrame } from './WidgetFrame';

const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const body = (state: WidgetData<string[]>) =>
  wrap(
    <WidgetFrame title="消息">
      <WidgetBody state={state} isEmpty={(d) => d.length === 0}>
        {(d) => <ul>{d.map((x) => <li key={x}>{x}</li>)}</ul>}
      </WidgetBody>
    </WidgetFrame>,
  );

describe('a widget’s states', () => {
  it('shows a skeleton while loading', () => {
    body({ status: 'loading' });
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows 暂无数据 when there is nothing', () => {
    body({ status: 'success', data: [] });
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('shows the error and retries', () => {
    const retry = vi.fn();
    body({ status: 'error', message: '后台服务异常！', retry });
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败后台服务异常！');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the data in a titled region', () => {
    body({ status: 'success', data: ['甲', '乙'] });
    expect(screen.getByRole('region', { name: '消息' })).toHaveTextContent('甲乙');
  });
});

describe('the widget error boundary', () => {
  it('catches a render error, then renders the widget again on 重试', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('数据格式不正确');
      return <span>好了</span>;
    };
    const onRetry = vi.fn(() => {
      broken = false;
    });
    wrap(
      <WidgetErrorBoundary onRetry={onRetry}>
        <Flaky />
      </WidgetErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('组件出错数据格式不正确');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('好了')).toBeInTheDocument();
  });
});

describe('useNearViewport', () => {
  function Probe() {
    const ref = useRef<HTMLDivElement>(null);
    return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
  }

  it('counts everything as near without IntersectionObserver (jsdom)', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('holds a far widget back until it scrolls near, or until the page asks for all of them (导出PDF)', () => {
    const observed: { cb: (entries: { isIntersecting: boolean }[]) => void }[] = [];
    class FakeObserver {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        observed.push({ cb });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      render(
        <>
          <section data-testid="page">
            <Probe />
            <Probe />
          </section>
          <Probe />
        </>,
      );
      expect(screen.getAllByText('far')).toHaveLength(3);
      act(() => observed[0].cb([{ isIntersecting: true }]));
      expect(screen.getAllByText('near')).toHaveLength(1);
      // The one still waiting inside the page comes in; the one outside stays back.
      act(() => {
        expect(revealAllWithin(screen.getByTestId('page'))).toBe(1);
      });
      expect(screen.getAllByText('near')).toHaveLength(2);
      expect(screen.getAllByText('far')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
