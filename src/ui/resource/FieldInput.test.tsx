import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { Dayjs } from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '@/domain/resource';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { FieldInput } from './FieldInput';

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const issueDate: FieldDef = { label: '发证日期', type: 'date', required: true };

describe('a date field', () => {
  it.each(['2026-12-06', '2026/12/06', '2026.12.06', '20261206'])('takes a date typed as %s', (typed) => {
    const onChange = vi.fn();
    render(
      <ConfigProvider {...portalConfig}>
        <FieldInput name="issueDate" field={issueDate} onChange={onChange} />
      </ConfigProvider>,
    );
    const input = screen.getByLabelText('发证日期');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalled();
    expect((onChange.mock.calls.at(-1)?.[0] as Dayjs).format('YYYY-MM-DD')).toBe('2026-12-06');
  });
});
