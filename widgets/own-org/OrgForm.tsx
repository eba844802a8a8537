/**
 * The organisation's edit form: one control per editable field (src/ui/resource/FieldInput; the
 * area, an `input: 'area'` field, as a cascader when an area loader is given), each with the resource's own rule, and the
 * server's refusal above the fields. Used open on the page (mode form) and inside 编辑's dialog.
 * Submitting hands the changed fields only to `onSave`; the caller runs the mutation.
 */
import { Alert, Col, Form, Row as GridRow, type FormInstance } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { OwnOrg } from '@/api/ownOrg';
import { checkRecord, type FieldDef } from '@/domain/resource';
import type { AreaNode } from '@/domain/resources/area';
import { orgResource } from '@/domain/resources/org';
import { fieldMessage, toBody, toFormValue, type Row } from '@/ui/resource/fields';
import { FieldInput } from '@/ui/resource/FieldInput';
import { NO_LOOKUPS, ResourceLookupsProvider } from '@/ui/resource/lookups';
import { changedFields, editableFields, formOmit, OWN_ORG_TEXT } from './org';

export type AreaLoader = (pid: string | null) => Promise<AreaNode[]>;

export interface OrgFormProps {
  org: OwnOrg;
  form: FormInstance;
  /** The changed fields (never empty: nothing changed is `onUnchanged`). */
  onSave: (changes: Row) => void;
  onUnchanged: () => void;
  /** The last refusal in the server's words. */
  error: string | null;
  disabled?: boolean;
  /** Children of an area (null = provinces); without it the area is typed as a code. */
  loadArea?: AreaLoader;
}

/** The form's values of an organisation. */
function valuesOf(org: OwnOrg, fields: readonly [string, FieldDef][]): Row {
  const row = org as unknown as Row;
  return Object.fromEntries(fields.map(([n, f]) => [n, toFormValue(f, row[n])]));
}

export function OrgForm({ org, form, onSave, onUnchanged, error, disabled, loadArea }: OrgFormProps) {
  const fields = useMemo(() => editableFields(org), [org]);
  const omit = useMemo(() => formOmit(org), [org]);
  const initial = useMemo(() => valuesOf(org, fields), [org, fields]);
  const lookups = useMemo(() => ({ ...NO_LOOKUPS, areaChildren: loadArea }), [loadArea]);
  // A saved (or otherwise refreshed) organisation becomes the form's new starting point.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    form.resetFields();
  }, [initial, form]);

  const finish = (values: Row) => {
    const body = toBody(orgResource, 'update', values, omit);
    const wrong = checkRecord(orgResource, { ...(org as unknown as Row), ...body });
    if (wrong) {
      form.setFields([{ name: wrong.field, errors: [wrong.message] }]);
      return;
    }
    const changes = changedFields(org as unknown as Row, body);
    if (Object.keys(changes).length) onSave(changes);
    else onUnchanged();
  };

  return (
    <ResourceLookupsProvider value={lookups}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={finish} disabled={disabled} aria-label={OWN_ORG_TEXT.formOf(orgResource.title)} className="no-drag">
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <GridRow gutter={16}>
          {fields.map(([name, field]) => (
            <Col key={name} xs={24} md={field.type === 'text' || (field.max ?? 0) > 200 ? 24 : 12}>
              <Form.Item
                name={name}
                label={field.label}
                required={!!field.required}
                rules={[
                  {
                    validator: (_, value: unknown) => {
                      const m = fieldMessage(name, field, value, 'update');
                      return m ? Promise.reject(new Error(m)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <FieldInput name={name} field={field} />
              </Form.Item>
            </Col>
          ))}
        </GridRow>
      </Form>
    </ResourceLookupsProvider>
  );
}
