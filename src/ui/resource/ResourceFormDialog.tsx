/**
 * The spec's reusable dialog (screens §2) for one record of a resource: 66vw by default, an
 * optional full-screen toggle, add mode or update mode by a non-empty id (title 新增/编辑 +
 * the resource title), 拼命加载中 while the record loads, reset on close, onSuccess / onCancel.
 * Fields and their rules come from the definition: a new record starts from the fields' `default`
 * (then the caller's defaults), and on submit the definition's cross-field `check` shows its
 * message under the field it names. A server refusal shows its msg in the dialog.
 * Pure: loading and saving are functions the caller hands in.
 */
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Divider, Form, Modal, Row as GridRow, Spin } from 'antd';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { checkRecord, defaultsOf, fieldErrorText, type ResourceDef } from '@/domain/resource';
import { fieldMessage, formFields, formSections, toBody, toFormValue, type FormMode, type Row } from './fields';
import { FieldInput } from './FieldInput';

export const DIALOG_TEXT = {
  add: '新增',
  edit: '编辑',
  loading: '拼命加载中',
  ok: '确定',
  cancel: '取消',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  failed: '操作失败',
} as const;

export const DEFAULT_DIALOG_WIDTH = '66vw';

export interface ResourceFormDialogProps {
  def: ResourceDef;
  open: boolean;
  /** Empty (null, undefined, '') = add mode. */
  id?: number | string | null;
  /** Loads the record in update mode. */
  load?: (id: number | string) => Promise<Row>;
  /** Saves: create when id is empty, update otherwise. Rejects with an Error whose message is shown. */
  submit: (body: Row, id: number | string | null) => Promise<unknown>;
  onSuccess?: (saved: unknown) => void;
  onCancel?: () => void;
  width?: string | number;
  /** Writable fields left out of the form (and of the body). */
  omit?: readonly string[];
  /** Show the full-screen toggle in the title. */
  fullscreenable?: boolean;
  /** Initial values of a new record (e.g. the dictionary a filtered item list shows), over the fields' own defaults. */
  defaults?: Readonly<Row>;
}

const NONE: readonly string[] = [];
const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : DIALOG_TEXT.failed);

export function ResourceFormDialog({ def, open, id, load, submit, onSuccess, onCancel, width = DEFAULT_DIALOG_WIDTH, omit = NONE, fullscreenable = false, defaults }: ResourceFormDialogProps) {
  const [form] = Form.useForm();
  const editId = id === undefined || id === null || id === '' ? null : id;
  const mode: FormMode = editId === null ? 'create' : 'update';
  const fields = useMemo(() => formFields(def, mode, omit), [def, mode, omit]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // What the last load of a record ended with, keyed by its id: until it matches, the record is loading.
  const [loaded, setLoaded] = useState<{ id: number | string; error: string | null } | null>(null);
  const [full, setFull] = useState(false);
  const loading = open && editId !== null && !!load && loaded?.id !== editId;
  // The loaded record: the cross-field check sees its fields the form leaves out.
  const record = useRef<Row>({});
  const error = saveError ?? loaded?.error ?? null;

  // The caller's loader may be a new function each render; only the id should start a load.
  const fetchRecord = useEffectEvent((id: number | string) => (load ? load(id) : Promise.resolve<Row>({})));
  useEffect(() => {
    if (!open || editId === null) return;
    let live = true;
    fetchRecord(editId).then(
      (row) => {
        if (!live) return;
        record.current = row;
        form.setFieldsValue(Object.fromEntries(fields.map(([n, f]) => [n, toFormValue(f, row[n])])));
        setLoaded({ id: editId, error: null });
      },
      (e: unknown) => live && setLoaded({ id: editId, error: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [open, editId, form, fields]);

  // Add mode starts from the fields' defaults and the caller's (set on each open, after the reset of the last close).
  const defaultsKey = useMemo(() => {
    const all = { ...defaultsOf(def), ...defaults };
    return Object.keys(all).length ? JSON.stringify(all) : '';
  }, [def, defaults]);
  useEffect(() => {
    if (!open || editId !== null || !defaultsKey) return;
    const values = JSON.parse(defaultsKey) as Row;
    form.setFieldsValue(Object.fromEntries(fields.filter(([n]) => n in values).map(([n, f]) => [n, toFormValue(f, values[n])])));
  }, [open, editId, defaultsKey, form, fields]);

  const finish = async (values: Record<string, unknown>) => {
    setSaveError(null);
    const body = toBody(def, mode, values, omit);
    const wrong = checkRecord(def, mode === 'update' ? { ...record.current, ...body } : body);
    if (wrong) {
      // Under its field when the form shows it, else in the dialog's alert.
      if (fields.some(([n]) => n === wrong.field)) form.setFields([{ name: wrong.field, errors: [wrong.message] }]);
      else setSaveError(fieldErrorText(wrong));
      return;
    }
    setSaving(true);
    try {
      const saved = await submit(body, editId);
      onSuccess?.(saved);
    } catch (e) {
      setSaveError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  const title = (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>{`${editId === null ? DIALOG_TEXT.add : DIALOG_TEXT.edit}${def.title}`}</span>
      {fullscreenable && (
        <Button
          type="text"
          size="small"
          aria-label={full ? DIALOG_TEXT.exitFullscreen : DIALOG_TEXT.fullscreen}
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={() => setFull((v) => !v)}
        />
      )}
    </span>
  );

  return (
    <Modal
      open={open}
      title={title}
      width={full ? '100vw' : width}
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      okText={DIALOG_TEXT.ok}
      cancelText={DIALOG_TEXT.cancel}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      // Reset on close: the next open starts clean, in either mode.
      afterClose={() => {
        form.resetFields();
        setSaveError(null);
        setLoaded(null);
        setFull(false);
        record.current = {};
      }}
      forceRender
    >
      <Spin spinning={loading} description={DIALOG_TEXT.loading}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={finish} aria-label={`${def.title}表单`} preserve={false}>
          {formSections(fields).map((section) => (
            <section key={section.title ?? ''} aria-label={section.title ?? undefined}>
              {section.title && (
                <Divider titlePlacement="start" plain style={{ marginTop: 4 }}>
                  {section.title}
                </Divider>
              )}
              <GridRow gutter={16}>
                {section.fields.map(([name, field]) => (
                  <Col key={name} xs={24} md={field.type === 'text' || field.type === 'rows' ? 24 : 12}>
                    <Form.Item
                      name={name}
                      label={field.label}
                      required={!!field.required}
                      valuePropName="value"
                      rules={[{ validator: (_, value: unknown) => { const m = fieldMessage(name, field, value, mode); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
                    >
                      <FieldInput name={name} field={field} />
                    </Form.Item>
                  </Col>
                ))}
              </GridRow>
            </section>
          ))}
        </Form>
      </Spin>
    </Modal>
  );
}
