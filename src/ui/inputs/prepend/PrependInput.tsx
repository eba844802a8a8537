/**
 * An input with a label in front and a clear button (screens document §2 "prepend input with
 * clear button"), for the filter bars of list pages. Built with Space.Compact, which antd 6
 * prefers to the deprecated `addonBefore`.
 */
import { Input, Space } from 'antd';
import type { ReactNode } from 'react';

export interface PrependInputProps {
  /** The label in front of the input, e.g. 企业名称. */
  prepend: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  /** Enter pressed: list pages search on it. */
  onPressEnter?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  style?: React.CSSProperties;
}

export function PrependInput({ prepend, value, onChange, onPressEnter, placeholder = '请输入', maxLength, disabled, style }: PrependInputProps) {
  return (
    <Space.Compact style={style} className="zp-prepend-input">
      <Space.Addon>{prepend}</Space.Addon>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        onPressEnter={(e) => onPressEnter?.(e.currentTarget.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        allowClear
        aria-label={typeof prepend === 'string' ? prepend : undefined}
      />
    </Space.Compact>
  );
}
