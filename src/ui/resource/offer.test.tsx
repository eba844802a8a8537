import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef, OfferAnswer } from '@/domain/resource';
import { evaluationResource } from '@/domain/resources/evaluation';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { FieldInput } from './FieldInput';
import { NO_LOOKUPS, ResourceLookupsProvider, type ResourceLookups } from './lookups';
import { offeredOptions } from './offer';

const F = evaluationResource.fields;
const PRODUCTS = [
  { value: 1, label: '有机菜心' },
  { value: 2, label: '鲜鸡蛋' },
  { value: 3, label: '优质大米' },
];

/** A form holding the new application's type and products, with lookups whose offer depends on the type chosen. */
function mount(offer: (path: string, params: Readonly<Record<string, string>>) => Promise<OfferAnswer>, fields: Record<string, FieldDef>, initial: Record<string, unknown> = {}) {
  const lookups: ResourceLookups = { ...NO_LOOKUPS, options: async () => PRODUCTS, offer };
  return render(
    <ConfigProvider {...portalConfig}>
      <ResourceLookupsProvider value={lookups}>
        <Form initialValues={initial}>
          {Object.entries(fields).map(([name, field]) => (
            <Form.Item key={name} name={name} label={field.label}>
              <FieldInput name={name} field={field} />
            </Form.Item>
          ))}
        </Form>
      </ResourceLookupsProvider>
    </ConfigProvider>,
  );
}

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a form picker’s offer', { timeout: 30_000 }, () => {
  it('keeps the options offered and those already chosen', () => {
    expect(offeredOptions(PRODUCTS, { values: new Set(['1']), note: null }, [3]).map((o) => o.value)).toEqual([1, 3]);
    expect(offeredOptions(PRODUCTS, { values: null, note: null }, [])).toHaveLength(3);
  });

  it('the evaluation types: only those offered, and why the rest are absent', async () => {
    const offer = vi.fn(async () => ({ values: ['0'], note: '复评、产品扩项、基地扩项：须本企业已有有效的圳品证书' }));
    mount(offer, { evalType: F.evalType });
    expect(await screen.findByText('复评、产品扩项、基地扩项：须本企业已有有效的圳品证书')).toBeInTheDocument();
    expect(screen.getByLabelText('首次评价')).toBeInTheDocument();
    expect(screen.queryByLabelText('年度监督')).toBeNull();
    expect(screen.queryByLabelText('复评')).toBeNull();
    expect(offer).toHaveBeenCalledWith('/api/eval/base/applicableTypes', {});
  });

  it('the products follow the type chosen: asked again with it, the note under the picker', async () => {
    const offer = vi.fn(async (path: string, params: Readonly<Record<string, string>>) =>
      path.endsWith('applicableTypes') ? { values: ['0', '1'], note: null } : params.evalType === '1' ? { values: [1, 2, 3], note: null } : { values: [1], note: '2 个产品未列出：1 个在进行中的申请中，1 个已获证' },
    );
    mount(offer, { evalType: F.evalType, productIds: F.productIds }, { evalType: '0' });
    expect(await screen.findByText('2 个产品未列出：1 个在进行中的申请中，1 个已获证')).toBeInTheDocument();
    fireEvent.mouseDown(within(screen.getByText('申报产品').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('复评'));
    await waitFor(() => expect(offer).toHaveBeenCalledWith('/api/eval/base/applicableProducts', { evalType: '1' }));
    await waitFor(() => expect(screen.queryByTestId('field-offer-note')).toBeNull());
  });
});
