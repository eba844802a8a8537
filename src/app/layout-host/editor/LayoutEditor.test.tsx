import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutDoc } from '@/domain/layout';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { sampleLayout, sampleRegistry } from '../testing/sampleWidgets';
import { LayoutEditor, type LayoutEditActions } from './LayoutEditor';

const region = (name: string) => screen.getByRole('region', { name });
/** Buttons by their text; an antd icon inside adds its own name in front ("edit 编辑布局"). */
const named = (text: string) => new RegExp(`(^|\\s)${text}$`);
const button = (text: string) => screen.getByRole('button', { name: named(text) });
/** 编辑布局, then edit mode once the draggable grid has loaded and measured its width (the frames offer 移除). */
const startEditing = async () => {
  fireEvent.click(button('编辑布局'));
  await screen.findAllByRole('button', { name: /(^|\s)移除/ });
};

function show(opts: { perms?: string; stacked?: boolean } = {}) {
  const actions = { save: vi.fn<LayoutEditActions['save']>(async () => {}), restore: vi.fn<LayoutEditActions['restore']>(async () => {}), busy: false };
  render(
    <ConfigProvider {...portalConfig}>
      <PermProvider perms={opts.perms ?? ''}>
        <LayoutEditor doc={sampleLayout()} registry={sampleRegistry} actions={actions} stacked={opts.stacked} />
      </PermProvider>
    </ConfigProvider>,
  );
  return actions;
}

beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each case drives antd dialogs through a whole edit; on two busy cores that takes seconds.
describe('edit mode', { timeout: 20_000 }, () => {
  it('removes a widget, undoes and redoes it, and 放弃 returns to the saved layout', async () => {
    show();
    await screen.findByText('当前类别：未选择');
    expect(screen.queryByRole('button', { name: named('移除类别详情') })).not.toBeInTheDocument();
    await startEditing();
    fireEvent.click(button('移除类别详情'));
    expect(screen.queryByRole('region', { name: '类别详情' })).not.toBeInTheDocument();
    fireEvent.click(button('撤销'));
    expect(await screen.findByRole('region', { name: '类别详情' })).toBeInTheDocument();
    fireEvent.click(button('重做'));
    expect(screen.queryByRole('region', { name: '类别详情' })).not.toBeInTheDocument();
    fireEvent.click(button('放弃'));
    expect(await screen.findByRole('region', { name: '类别详情' })).toBeInTheDocument();
    expect(button('编辑布局')).toBeInTheDocument();
  });

  it('keeps layout variables working while editing', async () => {
    show();
    await startEditing();
    fireEvent.click(await within(region('类别选择')).findByRole('button', { name: '选择水果' }));
    expect(await within(region('类别详情')).findByText('当前类别：水果')).toBeInTheDocument();
  });

  it('adds from the catalogue only what the user may see, in the first free space, and saves it', async () => {
    const actions = show();
    await startEditing();
    fireEvent.click(button('添加组件'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByText('保密组件')).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: '添加计数' }));
    // Asked again each time: the draggable grid arrives while editing and mounts the widgets anew.
    await waitFor(() => expect(within(region('计数')).getByText('数量：1')).toBeInTheDocument());
    fireEvent.click(button('保存'));
    await waitFor(() => expect(actions.save).toHaveBeenCalledOnce());
    const [doc, target] = actions.save.mock.calls[0] as [LayoutDoc, unknown];
    expect(target).toEqual({ scope: 'user' });
    expect(doc.widgets.counter).toEqual({ type: 'counter', version: 1, props: { count: 1 } });
    // picker and reader fill the first row (12 + 12 of 24 columns): the new widget goes below them.
    expect(doc.items.find((i) => i.i === 'counter')).toMatchObject({ x: 0, y: 4, w: 12, h: 4 });
    expect(await screen.findByRole('button', { name: named('编辑布局') })).toBeInTheDocument();
  });

  it('edits a widget’s props through a form generated from its schema', async () => {
    const actions = show();
    await startEditing();
    fireEvent.click(button('添加组件'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '添加计数' }));
    fireEvent.click(await screen.findByRole('button', { name: named('设置计数') }));
    // antd's test ids make every dialog's aria-labelledby the same, so find the dialog by its title.
    const dialog = (await screen.findByText('组件设置：计数')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.change(within(dialog).getByLabelText('count'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '我的计数' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(await screen.findByRole('region', { name: '我的计数' })).findByText('数量：3')).toBeInTheDocument();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(actions.save).toHaveBeenCalledOnce());
    expect((actions.save.mock.calls[0][0] as LayoutDoc).widgets.counter).toEqual({ type: 'counter', version: 1, props: { count: 3 }, title: '我的计数' });
  });

  it('offers 保存为… (a role or everyone) only to layout administrators', async () => {
    show();
    await startEditing();
    expect(screen.queryByRole('button', { name: named('保存为…') })).not.toBeInTheDocument();
    cleanup();
    const actions = show({ perms: 'sys:layout:edit' });
    await startEditing();
    fireEvent.click(button('保存为…'));
    const dialog = (await screen.findByText('保存为默认布局')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByLabelText('系统默认布局（所有用户）'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(actions.save).toHaveBeenCalledWith(expect.objectContaining({ id: 'sample' }), { scope: 'system' }));
  });

  it('restores the default after confirming', async () => {
    const actions = show();
    await startEditing();
    fireEvent.click(button('恢复默认'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(actions.restore).toHaveBeenCalledOnce());
  });

  it('is not available on a narrow screen, and says why', async () => {
    show({ stacked: true });
    expect(button('编辑布局')).toBeDisabled();
  });
});

describe('keyboard', { timeout: 20_000 }, () => {
  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes while editing', async () => {
    show();
    await startEditing();
    fireEvent.click(button('移除类别详情'));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('region', { name: '类别详情' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: '类别详情' })).not.toBeInTheDocument());
  });
});
