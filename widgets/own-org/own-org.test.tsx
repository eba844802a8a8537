import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import type { OwnOrg } from '@/api/ownOrg';
import { createQueryClient } from '@/api/queryClient';
import { PERMS } from '@/domain/permissions';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { CANCEL_REQUESTED, CODE_TAKEN, ENTERPRISE, INSTITUTION, MANAGEMENT } from './fixtures';
import manifest, { ownOrgProps, type OwnOrgConfig } from './index';
import { areaCodeOf, areaPath } from '@/domain/resources/area';
import { changedFields, editableFields } from './org';
import OwnOrgWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

const AREAS: Record<string, { id: string; name: string; pid: string | null; level: number; leaf: boolean }[]> = {
  '': [{ id: '44', name: '广东省', pid: null, level: 1, leaf: false }],
  '44': [{ id: '4403', name: '深圳市', pid: '44', level: 2, leaf: false }],
  '4403': [
    { id: '440305', name: '南山区', pid: '4403', level: 3, leaf: true },
    { id: '440306', name: '宝安区', pid: '4403', level: 3, leaf: true },
  ],
};

/** The server of one organisation: getOne answers it; PUT and cancel change it as the real calls do. */
function serve(start: OwnOrg) {
  let org = start;
  http.get.mockImplementation(async (url: string) => {
    if (url === '/api/zporg/getOne') return org;
    throw new Error(`unexpected GET ${url}`);
  });
  http.put.mockImplementation(async (url: string, body: Record<string, unknown>) => {
    if (url !== '/api/zporg') throw new Error(`unexpected PUT ${url}`);
    org = { ...org, ...body };
    return org;
  });
  http.post.mockImplementation(async (url: string, body?: { pid?: string }, params?: { pid?: string }) => {
    if (url === '/api/addvcd/async') return AREAS[(params ?? body)?.pid ?? ''] ?? [];
    if (url === '/api/zporg/cancel') {
      org = { ...org, status: 3 };
      return org;
    }
    throw new Error(`unexpected POST ${url}`);
  });
}

function mount(perms: string, config: Partial<OwnOrgConfig> = {}) {
  return render(
    <ConfigProvider {...portalConfig}>
      {/* No motion: a closed dialog leaves at once (jsdom never ends an animation). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <PermProvider perms={perms}>
          <QueryClientProvider client={createQueryClient()}>
            <OwnOrgWidget config={{ ...ownOrgProps.parse({}), ...config }} vars={{}} setVar={() => {}} />
          </QueryClientProvider>
        </PermProvider>
      </ConfigProvider>
    </ConfigProvider>,
  );
}

/** The details' value cell of a label. */
const valueOf = (label: string) => {
  const th = screen.getAllByText(label).find((el) => el.closest('.ant-descriptions-item-label'));
  return th?.closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent ?? null;
};

const actions = () => screen.queryByRole('group', { name: '可执行的操作' });
const buttonNames = () => (actions() ? within(actions() as HTMLElement).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, '')) : []);

beforeEach(() => {
  stubBrowserApis();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.put.mockReset();
  http.post.mockReset();
});

describe('the own-org manifest and pages', () => {
  it('defaults to the enterprise view and refuses other permissions', () => {
    expect(manifest.defaults()).toEqual({ mode: 'view', editPerm: PERMS.ownOrg.edit });
    expect(manifest.resolve({ version: 1, props: { mode: 'form', editPerm: PERMS.unit.centreEdit } }).ok).toBe(true);
    expect(manifest.resolve({ version: 1, props: { editPerm: '*' } }).ok).toBe(false);
    expect(manifest.resolve({ version: 1, props: { mode: 'table' } }).ok).toBe(false);
  });

  it('is what the four own-organisation pages show, each with its mode and edit permission', () => {
    const pages = Object.entries(DEFAULT_LAYOUTS).flatMap(([id, doc]) =>
      Object.values((doc as { widgets: Record<string, { type: string; version: number; props: Record<string, unknown> }> }).widgets)
        .filter((w) => w.type === manifest.type)
        .map((w) => {
          const r = manifest.resolve(w);
          return [id, r.ok ? r.config : r.error] as const;
        }),
    );
    expect(Object.fromEntries(pages)).toEqual({
      'zp-org-info': { mode: 'view', editPerm: PERMS.ownOrg.edit },
      'zp-org-form': { mode: 'form', editPerm: PERMS.ownOrg.edit },
      'org-unit-centre': { mode: 'view', editPerm: PERMS.unit.centreEdit },
      'org-unit-form': { mode: 'form', editPerm: PERMS.unit.centreEdit },
    });
  });
});

describe('what the page is made of', () => {
  it('edits neither the locked fields nor the server-set ones, and assistType only for enterprises', () => {
    const names = (org: OwnOrg) => editableFields(org).map(([n]) => n);
    for (const n of ['type', 'status', 'enabled', 'pid', 'expDate', 'region', 'syncTime', 'areaName', 'typeName', 'id']) expect(names(ENTERPRISE)).not.toContain(n);
    expect(names(ENTERPRISE)).toEqual(expect.arrayContaining(['name', 'code', 'areaCode', 'contact', 'phone', 'assistType', 'remark']));
    expect(names(INSTITUTION)).not.toContain('assistType');
  });

  it('sends only what changed, empty text as a cleared value', () => {
    expect(changedFields({ contact: '王经理', phone: '0755-1', remark: null }, { contact: '李经理', phone: '0755-1', remark: null })).toEqual({ contact: '李经理' });
    expect(changedFields({ remark: '' }, { remark: null })).toEqual({});
    expect(changedFields({ remark: 'x' }, { remark: null })).toEqual({ remark: null });
  });

  it('reads an area code as its path and back', () => {
    expect(areaPath('440305')).toEqual(['44', '4403', '440305']);
    expect(areaPath('4403')).toEqual(['44', '4403']);
    expect(areaPath(null)).toEqual([]);
    expect(areaPath('x1')).toEqual([]);
    expect(areaCodeOf(['44', '4403', '440306'])).toBe('440306');
    expect(areaCodeOf([])).toBeNull();
  });
});

describe('the own organisation', { timeout: 30_000 }, () => {
  it('shows labels, not codes: the institution’s two kinds, its status as a tag, its area by name', async () => {
    serve(INSTITUTION);
    mount('');
    expect(await screen.findByRole('heading', { name: INSTITUTION.name })).toBeInTheDocument();
    expect(valueOf('组织类型')).toBe('评价机构、检测机构');
    expect(valueOf('所在地区')).toBe('广东省/深圳市/宝安区');
    expect(valueOf('有效期至')).toBe('—');
    const status = screen.getByTestId('own-org-status');
    expect(status).toHaveTextContent('正常');
    expect(status.className).toMatch(/success/);
    // Enterprise-only facts are not offered to an institution.
    expect(screen.queryByText('帮扶类型')).toBeNull();
    expect(screen.queryByText('2,4')).toBeNull();
    expect(http.get).toHaveBeenCalledWith('/api/zporg/getOne', undefined, { silent: true });
  });

  it('shows an enterprise’s assistance type, region and expiry by their labels', async () => {
    serve(ENTERPRISE);
    mount('');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    expect(valueOf('组织类型')).toBe('企业');
    expect(valueOf('帮扶类型')).toBe('对口帮扶');
    expect(valueOf('所属区域')).toBe('深圳市');
    expect(valueOf('有效期至')).toBe('2027-06-30');
    expect(valueOf('法定代表人')).toBe('陈志明');
  });

  it('offers 编辑 and 申请注销 only with the permissions', async () => {
    serve(ENTERPRISE);
    const { unmount } = mount(PERMS.ownOrg.view);
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    expect(actions()).toBeNull();
    unmount();

    mount(`${PERMS.ownOrg.view},${PERMS.ownOrg.edit}`);
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    expect(buttonNames()).toEqual(['编辑', '申请注销']);
  });

  it('on an institution page, 编辑 follows unit.centreEdit (the centre page of a plain institution user shows none)', async () => {
    serve(INSTITUTION);
    const { unmount } = mount(PERMS.unit.centre, { editPerm: PERMS.unit.centreEdit });
    await screen.findByRole('heading', { name: INSTITUTION.name });
    expect(actions()).toBeNull();
    unmount();

    mount([PERMS.unit.centre, PERMS.unit.centreEdit, PERMS.ownOrg.edit].join(','), { editPerm: PERMS.unit.centreEdit });
    await screen.findByRole('heading', { name: INSTITUTION.name });
    expect(buttonNames()).toEqual(['编辑', '申请注销']);
  });

  it('offers no cancellation once requested, nor to the management body', async () => {
    serve(CANCEL_REQUESTED);
    const { unmount } = mount('*');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    expect(screen.getByTestId('own-org-status')).toHaveTextContent('注销申请中');
    expect(buttonNames()).toEqual(['编辑']);
    unmount();

    serve(MANAGEMENT);
    mount('*');
    await screen.findByRole('heading', { name: MANAGEMENT.name });
    expect(buttonNames()).toEqual(['编辑']);
  });

  it('saves the changed fields with PUT /api/zporg, says 已保存 and reads the organisation again', async () => {
    serve(ENTERPRISE);
    mount('*');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业信息' });
    // Locked and server-set fields are not in the form.
    expect(within(dialog).queryByLabelText('组织类型')).toBeNull();
    expect(within(dialog).queryByLabelText('状态')).toBeNull();
    expect(within(dialog).queryByLabelText('有效期至')).toBeNull();
    const contact = within(dialog).getByLabelText('联系人');
    await waitFor(() => expect(contact).toHaveValue('王经理'));
    fireEvent.change(contact, { target: { value: '张主任' } });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: '13912345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/zporg', { contact: '张主任', phone: '13912345678' }, { silent: true }));
    expect((await screen.findAllByText('已保存')).length).toBeGreaterThan(0);
    await waitFor(() => expect(valueOf('联系人')).toBe('张主任'));
    expect(http.get.mock.calls.filter(([u]) => u === '/api/zporg/getOne').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑企业信息' })).toBeNull());
  });

  it('checks a field by the resource’s own rule before sending anything', async () => {
    serve(ENTERPRISE);
    mount('*');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业信息' });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(await within(dialog).findByText('请输入正确的手机号或座机号', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in its own words and keeps the form open', async () => {
    serve(ENTERPRISE);
    http.put.mockRejectedValue(new ApiCallError(400, CODE_TAKEN, 'body'));
    mount('*');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业信息' });
    fireEvent.change(within(dialog).getByLabelText('组织名称'), { target: { value: '深圳市绿源农业有限公司' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CODE_TAKEN);
    expect(screen.getByRole('dialog', { name: '编辑企业信息' })).toBeInTheDocument();
  });

  it('requests the cancellation with the reason; the tag turns 注销申请中 and the button goes', async () => {
    serve(ENTERPRISE);
    mount('*');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    fireEvent.click(screen.getByRole('button', { name: '申请注销' }));
    const dialog = await screen.findByRole('dialog', { name: `申请注销：${ENTERPRISE.name}` });
    fireEvent.change(within(dialog).getByLabelText('注销原因'), { target: { value: '  停止经营  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/zporg/cancel', undefined, { reason: '停止经营' }, { silent: true }));
    await waitFor(() => expect(screen.getByTestId('own-org-status')).toHaveTextContent('注销申请中'));
    expect(buttonNames()).toEqual(['编辑']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `申请注销：${ENTERPRISE.name}` })).toBeNull());
  });

  it('sends no reason when none is given, and caps a reason at 500 characters', async () => {
    serve(ENTERPRISE);
    mount('*');
    await screen.findByRole('heading', { name: ENTERPRISE.name });
    fireEvent.click(screen.getByRole('button', { name: '申请注销' }));
    const dialog = await screen.findByRole('dialog', { name: `申请注销：${ENTERPRISE.name}` });
    const reason = within(dialog).getByLabelText('注销原因');
    expect(reason).toHaveAttribute('maxlength', '500');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/zporg/cancel', undefined, {}, { silent: true }));
  });

  it('form mode: the form is open on the page; 保存 sends the changes, an unchanged form sends nothing', async () => {
    serve(INSTITUTION);
    mount([PERMS.unit.centre, PERMS.unit.centreEdit, PERMS.ownOrg.edit].join(','), { mode: 'form', editPerm: PERMS.unit.centreEdit });
    await screen.findByRole('heading', { name: INSTITUTION.name });
    const form = screen.getByRole('form', { name: '组织表单' });
    expect(within(form).queryByLabelText('帮扶类型')).toBeNull();
    expect(actions()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect((await screen.findAllByText('没有需要保存的修改')).length).toBeGreaterThan(0);
    expect(http.put).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('备注'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/zporg', { remark: null }, { silent: true }));
    expect((await screen.findAllByText('已保存')).length).toBeGreaterThan(0);
  });

  it('form mode without the permission shows the details only', async () => {
    serve(INSTITUTION);
    mount(PERMS.unit.centre, { mode: 'form', editPerm: PERMS.unit.centreEdit });
    await screen.findByRole('heading', { name: INSTITUTION.name });
    expect(screen.queryByRole('form')).toBeNull();
    expect(valueOf('组织类型')).toBe('评价机构、检测机构');
  });

  it('says why the organisation could not be read, with 重试', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '组织不存在', 'body'));
    mount('*');
    expect(await screen.findByText('组织不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
