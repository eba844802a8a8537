/**
 * A dialog for one record of a resource that keeps its draft (./drafts.ts): fields and rules from
 * the definition, one under the other (a phone's width), the values stored on this device as
 * they change, the form started again from them when it is opened again (丢弃草稿 goes back to
 * the record), and the save sent through a DraftControl: offline it waits (离线，已暂存草稿，
 * 联网后自动保存) and is sent when the network returns; the draft is cleared once saved. Cancel
 * throws the draft away unless a save of it is waiting. A server refusal shows in the dialog.
 * Pure: the save is the caller's.
 */
import { Alert, Form, Modal, Select } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { checkRecord, defaultsOf, fieldErrorText, type ResourceDef } from '@/domain/resource';
import { FieldInput } from '../resource/FieldInput';
import { fieldMessage, formFields, toBody, toFormValue, type FormMode, type Row } from '../resource/fields';
import type { DraftControl } from './control';
import { DraftNotice } from './DraftNotice';
import { useFormDraft } from './drafts';

export interface DraftSave {
  /** null: a new record (PUT <x>); else the record changed (PUT <x>/{id}). */
  readonly id: number | null;
  readonly body: Row;
}

export interface DraftFormDialogProps {
  readonly def: ResourceDef;
  readonly open: boolean;
  readonly title: string;
  /** The record changed (its fields by name); null for a new one. */
  readonly record: object | null;
  /** Values a new record starts with, over the fields' own defaults. */
  readonly defaults?: Row;
  /** Sent with a new record and not shown (the on-site record it belongs to). */
  readonly fixed?: Row;
  /** Writable fields the form leaves out. */
  readonly omit?: readonly string[];
  /** The draft's key: the form and the record (`jd-site:non:12:new`). */
  readonly draftKey: string;
  readonly online: boolean;
  readonly save: DraftControl<DraftSave>;
  /** Closed: `saved` once the server has the record. */
  readonly onClose: (saved: boolean) => void;
  readonly okText?: string;
  /** Shown above the fields (what the record is about). */
  readonly intro?: ReactNode;
  /** Fields chosen from the caller's options instead of their own input (the visit an observation was made at). */
  readonly choices?: Readonly<Record<string, readonly { readonly value: number | string; readonly label: string }[]>>;
}

const NONE: readonly string[] = [];

function DraftForm({ def, title, record: changed, defaults, fixed, omit = NONE, draftKey, online, save, onClose, okText = '保存', intro, choices }: Omit<DraftFormDialogProps, 'open'>) {
  const [form] = Form.useForm<Row>();
  const record = changed as Row | null;
  const mode: FormMode = record ? 'update' : 'create';
  const fields = useMemo(() => formFields(def, mode, omit), [def, mode, omit]);
  const draft = useFormDraft<Row>(draftKey);
  const [checkError, setCheckError] = useState<string | null>(null);
  const valuesOf = (source: Row) => Object.fromEntries(fields.map(([n, f]) => [n, toFormValue(f, source[n])]));
  const base: Row = record ?? { ...defaultsOf(def), ...defaults };
  const [initial] = useState(() => valuesOf(draft.restored ?? base));

  const submit = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setCheckError(null);
    const body = toBody(def, mode, values, omit);
    const wrong = checkRecord(def, { ...record, ...body });
    if (wrong) {
      if (fields.some(([n]) => n === wrong.field)) form.setFields([{ name: wrong.field, errors: [wrong.message] }]);
      else setCheckError(fieldErrorText(wrong));
      return;
    }
    const id = record ? Number(record.id) : null;
    save.run({ id, body: id === null ? { ...body, ...fixed } : body }).then(
      () => {
        draft.clear();
        onClose(true);
      },
      () => undefined, // the refusal shows in the dialog; the draft stays
    );
  };
  const cancel = () => {
    // A save waiting for the network still needs its draft (a reload before it is sent loses the queue, not the draft).
    if (!save.queued) {
      draft.clear();
      save.reset();
    }
    onClose(false);
  };
  const discard = () => {
    draft.clear();
    form.setFieldsValue(valuesOf(base));
  };

  return (
    <Modal open title={title} okText={okText} cancelText="取消" confirmLoading={save.pending && !save.queued} okButtonProps={{ disabled: save.queued }} onOk={() => void submit()} onCancel={cancel} className="no-drag" destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} aria-label={`${def.title}表单`} onValuesChange={(_changed, all) => draft.save(toBody(def, mode, all, omit))}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 12 }}>
          {intro}
          <DraftNotice online={online} queued={save.queued} restored={draft.restored !== null} onDiscard={discard} />
          {(save.error || checkError) && <Alert type="error" showIcon title={save.error ?? checkError} />}
        </div>
        {fields.map(([name, field]) => (
          <Form.Item
            key={name}
            name={name}
            label={field.label}
            required={!!field.required}
            rules={[
              {
                validator: (_: unknown, value: unknown) => {
                  const m = fieldMessage(name, field, value, mode);
                  return m ? Promise.reject(new Error(m)) : Promise.resolve();
                },
              },
            ]}
          >
            {choices?.[name] ? <Select aria-label={field.label} allowClear placeholder="请选择" options={choices[name].map((o) => ({ value: o.value, label: o.label }))} /> : <FieldInput name={name} field={field} />}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** Mounted per opening, so each record (and each new one) reads its own draft. */
export function DraftFormDialog({ open, ...rest }: DraftFormDialogProps) {
  return open ? <DraftForm key={rest.draftKey} {...rest} /> : null;
}
