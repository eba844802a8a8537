/**
 * A piece of flow work written on the record (pure): for the party whose work it is now, a form of
 * its fields starting from what is saved, with a line on what it is for and 保存 (the server's
 * refusal shows above the form in its words); for anyone else, or outside its window, what was
 * saved, read only.
 */
import { Alert, App, Button, Descriptions, Flex, Form, Typography } from 'antd';
import { useMemo } from 'react';
import type { RecordFlow } from '@/api/workflow';
import type { Row } from '@/api/resource';
import type { WorkFormDef } from '@/domain/resources/workForms';
import { FieldInput } from '@/ui/resource/FieldInput';
import { fieldMessage, formFields, toBody, toFormValue } from '@/ui/resource/fields';
import { FileFieldInput } from '@/ui/resource/FileFieldInput';
import { NO_LOOKUPS, ResourceLookupsProvider, type ResourceLookups } from '@/ui/resource/lookups';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { MutationControl, WidgetData } from '@/ui/widget';
import { WORK_FORM_TEXT, writable, type WorkRecordState } from './form';

export interface FlowWorkFormViewProps {
  /** The form the config names (shown when it is unknown). */
  name: string;
  def: WorkFormDef | null;
  record: WorkRecordState;
  flow: WidgetData<RecordFlow>;
  lookups?: ResourceLookups;
  /** PUT the form's fields (resolves once saved and the page refreshed). */
  save: MutationControl<Row>;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function WorkForm({ def, row, save }: { def: WorkFormDef; row: Row; save: MutationControl<Row> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Row>();
  const fields = useMemo(() => formFields(def.fields, 'create'), [def]);
  const initial = useMemo(() => Object.fromEntries(fields.map(([n, f]) => [n, toFormValue(f, row[n])])), [fields, row]);
  const submit = (values: Row) => {
    // A cleared field is sent as empty, so the saved value goes with it.
    const body = { ...Object.fromEntries(fields.map(([n]) => [n, null])), ...toBody(def.fields, 'create', values) };
    save.run(body).then(
      () => void message.success(def.saved),
      () => undefined,
    );
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{def.hint}</Typography.Text>
      {save.error && <Alert type="error" showIcon title={save.error} />}
      <Form<Row> form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.pending} aria-label={def.fields.title} className="no-drag">
        {fields.map(([name, field]) => (
          <Form.Item
            key={name}
            name={name}
            label={field.label}
            required={!!field.required}
            rules={[{ validator: (_, value: unknown) => { const m = fieldMessage(name, field, value, 'create'); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
          >
            <FieldInput name={name} field={field} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {WORK_FORM_TEXT.save}
        </Button>
      </Form>
    </Flex>
  );
}

function SavedWork({ def, row }: { def: WorkFormDef; row: Row }) {
  const fields = formFields(def.fields, 'create');
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{WORK_FORM_TEXT.notNow}</Typography.Text>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={fields.map(([name, field]) => ({
          key: name,
          label: field.label,
          children: isBlank(row[name]) ? (
            <Typography.Text type="secondary">{WORK_FORM_TEXT.empty}</Typography.Text>
          ) : field.type === 'file' || field.type === 'image' ? (
            <FileFieldInput field={field} value={row[name]} disabled />
          ) : (
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{String(row[name])}</Typography.Text>
          ),
        }))}
      />
    </Flex>
  );
}

export function FlowWorkFormView({ name, def, record, flow, lookups = NO_LOOKUPS, save }: FlowWorkFormViewProps) {
  if (!def) return <Alert type="error" showIcon title={WORK_FORM_TEXT.unknownForm(name)} />;
  return (
    <ResourceLookupsProvider value={lookups}>
      <RecordStateBody state={record} text={WORK_FORM_TEXT} padded={false}>
        {(row) => (
          <WidgetBody state={flow}>
            {() => (writable(flow, def) ? <WorkForm key={String(row.id)} def={def} row={row} save={save} /> : <SavedWork def={def} row={row} />)}
          </WidgetBody>
        )}
      </RecordStateBody>
    </ResourceLookupsProvider>
  );
}
