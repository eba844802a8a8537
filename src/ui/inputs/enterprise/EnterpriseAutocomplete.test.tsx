import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../testing';
import { ENTERPRISE_DEBOUNCE_MS, EnterpriseAutocomplete } from './EnterpriseAutocomplete';

afterEach(cleanup);

const FOUND = [
  { id: 31, name: '深圳市绿源农业发展有限公司' },
  { id: 32, name: '深圳市海鲜水产有限公司' },
];

describe('EnterpriseAutocomplete', () => {
  it('debounces 600 ms by default', () => {
    expect(ENTERPRISE_DEBOUNCE_MS).toBe(600);
  });

  it('searches once after typing stops, then gives id and name of the pick', async () => {
    const search = vi.fn(() => Promise.resolve(FOUND));
    const onChange = vi.fn();
    render(<Providers><EnterpriseAutocomplete search={search} onChange={onChange} debounceMs={150} /></Providers>);
    // Three keystrokes in one tick (userEvent's own pace depends on the machine's load).
    const box = screen.getByRole('combobox');
    for (const text of ['深', '深圳', '深圳市']) fireEvent.change(box, { target: { value: text } });
    expect(search).not.toHaveBeenCalled();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenCalledWith('深圳市');
    await userEvent.click(await screen.findByText('深圳市海鲜水产有限公司'));
    expect(onChange).toHaveBeenLastCalledWith({ id: 32, name: '深圳市海鲜水产有限公司' });
  });

  it('clears the value when the text is edited after a pick', async () => {
    const onChange = vi.fn();
    render(<Providers><EnterpriseAutocomplete search={() => Promise.resolve([])} value={FOUND[0]} onChange={onChange} debounceMs={10} /></Providers>);
    expect(screen.getByRole('combobox')).toHaveValue(FOUND[0].name);
    await userEvent.type(screen.getByRole('combobox'), 'x');
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
