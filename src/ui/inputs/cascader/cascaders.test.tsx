import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../testing';
import { AreaCascader } from './AreaCascader';
import { CATEGORY_TREE, fakeAreaLoader } from './fixtures';
import { ProductTypeCascader, toProductTypeOptions } from './ProductTypeCascader';

afterEach(cleanup);

const open = (container: HTMLElement) => userEvent.click(container.querySelector('.ant-select') as HTMLElement);

describe('AreaCascader', () => {
  it('loads the top level on mount and each level only when opened', async () => {
    const load = fakeAreaLoader();
    const onChange = vi.fn();
    const { container } = render(<Providers><AreaCascader loadChildren={load} onChange={onChange} /></Providers>);
    await waitFor(() => expect(load.calls).toEqual([null]));
    await open(container);
    await userEvent.click(await screen.findByText('广东省'));
    await userEvent.click(await screen.findByText('深圳市'));
    await userEvent.click(await screen.findByText('南山区'));
    expect(load.calls).toEqual([null, '44', '4403']);
    expect(onChange).toHaveBeenCalledWith(['44', '4403', '440305'], expect.any(Array));
  });

  it('loads the levels of a saved value so its names show', async () => {
    const load = fakeAreaLoader();
    render(<Providers><AreaCascader loadChildren={load} value={['44', '4403', '440306']} /></Providers>);
    expect(await screen.findByText('广东省 / 深圳市 / 宝安区')).toBeInTheDocument();
    expect(load.calls).toEqual([null, '44', '4403']);
  });
});

describe('ProductTypeCascader', () => {
  it('takes leaves from properties.leaf and gives leaves no children', () => {
    const opts = toProductTypeOptions(CATEGORY_TREE);
    expect(opts.map((o) => [o.label, o.isLeaf])).toEqual([['果蔬类', false], ['肉禽类', false], ['水产类', true]]);
    expect(opts[2].children).toBeUndefined();
    expect(opts[0].children?.[0].children?.map((o) => o.value)).toEqual([9, 10]);
  });

  it('reports the path and the picked node', async () => {
    const onChange = vi.fn();
    const { container } = render(<Providers><ProductTypeCascader loader={() => Promise.resolve(CATEGORY_TREE)} onChange={onChange} /></Providers>);
    await open(container);
    await userEvent.click(await screen.findByText('果蔬类'));
    await userEvent.click(await screen.findByText('水果'));
    await userEvent.click(await screen.findByText('热带水果'));
    expect(onChange).toHaveBeenCalledWith([1, 6, 11], expect.objectContaining({ id: 11, name: '热带水果' }));
  });

  it('says the load failed in the field', async () => {
    render(<Providers><ProductTypeCascader loader={() => Promise.reject(new Error('down'))} /></Providers>);
    expect(await screen.findByText('产品类型加载失败')).toBeInTheDocument();
  });
});
