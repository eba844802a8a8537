import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../testing';
import { PrependInput } from './PrependInput';

afterEach(cleanup);

describe('PrependInput', () => {
  it('labels the input with its prepend text and reports typing and Enter', async () => {
    const onChange = vi.fn();
    const onPressEnter = vi.fn();
    render(<Providers><PrependInput prepend="产品名称" onChange={onChange} onPressEnter={onPressEnter} /></Providers>);
    await userEvent.type(screen.getByRole('textbox', { name: '产品名称' }), '菜心{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('菜心');
    expect(onPressEnter).toHaveBeenCalledWith('菜心');
  });

  it('clears with the clear button', async () => {
    const onChange = vi.fn();
    const { container } = render(<Providers><PrependInput prepend="产品名称" value="菜心" onChange={onChange} /></Providers>);
    await userEvent.click(container.querySelector('.ant-input-clear-icon') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
