/**
 * The drawer of one move (提交审核, 审核不通过, 分配评价任务, …): what it changes (from → to), the
 * fields the move fills in (the transition's `fields`: the institution a task goes to, the team),
 * the opinion (with the red asterisk and its message when the move requires one; at most 500
 * characters), uploads when the move takes attachments, and the server's refusal in its own words
 * above the form. The fields are the form's own inputs (pickers through the page's lookups) with
 * the domain's rules; they go to the server as the move's `values`. Submitting runs the page's
 * move mutation; the drawer closes when it succeeds.
 */
import { Alert, Button, Checkbox, Drawer, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { FlowAction, MoveResult } from '@/api/workflow';
import { codeLabel } from '@/domain/codes';
import { checkRecord, defaultOf, fieldErrorText, type FieldDef } from '@/domain/resource';
import { MSG } from '@/domain/validators';
import { OPINION_MAX, WORKFLOW_TEXT, type WorkflowDef } from '@/domain/workflows/engine';
import { FieldInput } from '@/ui/resource/FieldInput';
import { fieldMessage, formFields, toBody, toFormValue } from '@/ui/resource/fields';
import { FileFieldInput } from '@/ui/resource/FileFieldInput';
import type { MoveControl, MoveInput } from './useData';
import { RECORD_TEXT, statusTone, transitionOf } from './record';

/** The uploads of a move: any allowed type, up to ten files. */
const ATTACHMENTS_FIELD: FieldDef = { label: RECORD_TEXT.attachments, type: 'file', upload: { maxCount: 10 } };

export interface ActionDrawerProps {
  /** The move being made; null keeps the drawer closed. */
  action: FlowAction | null;
  flow: WorkflowDef;
  /** The record's status now (the "from" of the move). */
  status: number;
  /** How the record is named in the drawer's title (the product's name). */
  recordTitle?: string;
  move: MoveControl;
  onClose: () => void;
  /** After the move succeeded, with the server's answer (the page says what it led to). */
  onDone: (result: MoveResult) => void;
}

interface DrawerValues {
  opinion?: string;
  annexIds?: string;
  declared?: boolean;
  /** The move's own fields, by their names (a transition's fields are columns of the record, never `opinion` or `annexIds`). */
  [field: string]: unknown;
}

/** A move field's message by the domain's rules; an empty picker asks to choose (请选择), not to type. */
function moveFieldMessage(name: string, field: FieldDef, value: unknown): string | null {
  const m = fieldMessage(name, field, value, 'create');
  return m === MSG.required && (field.ref || field.codes) ? MSG.select : m;
}

const MOVE_DRAWER_CLASS = 'zp-move-drawer';

/** Moves focus to the first field or button in `dialog` past its header, else to the dialog. */
function focusFirstIn(dialog: HTMLElement | null): void {
  if (!dialog) return;
  const field = dialog.querySelector<HTMLElement>('.ant-drawer-body :is(input, textarea, select, button, [tabindex="0"]):not([disabled])');
  if (field) field.focus();
  else {
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    dialog.focus();
  }
}

export function ActionDrawer({ action, flow, status, recordTitle, move, onClose, onDone }: ActionDrawerProps) {
  const [form] = Form.useForm<DrawerValues>();
  const [checkError, setCheckError] = useState<string | null>(null);
  const transition = action ? transitionOf(flow, action, status) : undefined;
  const fieldsDef = transition?.fields ?? null;
  const fields = useMemo(() => (fieldsDef ? formFields(fieldsDef, 'create') : []), [fieldsDef]);
  // A move's fields start from their defaults (生成证书's 发证日期: today).
  const initial = useMemo(() => Object.fromEntries(fields.flatMap(([name, f]) => (defaultOf(f) === undefined ? [] : [[name, toFormValue(f, defaultOf(f))]]))), [fields]);
  const submit = (values: DrawerValues) => {
    if (!action) return;
    const opinion = typeof values.opinion === 'string' ? values.opinion.trim() : '';
    let moveValues: Record<string, unknown> | null = null;
    if (fieldsDef) {
      moveValues = toBody(fieldsDef, 'create', values);
      // The definition's cross-field rule, under the field it names (else above the form, as the server would say it).
      const wrong = checkRecord(fieldsDef, moveValues);
      if (wrong) {
        if (fields.some(([n]) => n === wrong.field)) form.setFields([{ name: wrong.field, errors: [wrong.message] }]);
        else setCheckError(fieldErrorText(wrong));
        return;
      }
    }
    setCheckError(null);
    const annexIds = typeof values.annexIds === 'string' && values.annexIds ? values.annexIds : null;
    if (transition?.declaration) moveValues = { ...moveValues, declared: values.declared === true };
    const input: MoveInput = { action: action.action, ...(opinion ? { opinion } : {}), ...(annexIds ? { annexIds } : {}), ...(moveValues ? { values: moveValues } : {}) };
    move.run(input).then(
      (result) => onDone(result),
      // The refusal shows above the form (move.error); the drawer stays open for another try.
      () => undefined,
    );
  };
  const label = action?.label ?? '';
  return (
    <Drawer
      open={action !== null}
      title={recordTitle ? `${label}：${recordTitle}` : label}
      size="min(480px, 100vw)"
      destroyOnHidden
      onClose={onClose}
      rootClassName={MOVE_DRAWER_CLASS}
      afterOpenChange={(open) => {
        // Focus in the dialog, its first field (else the dialog itself), so a keyboard or screen-reader user starts where the move is filled in.
        if (open) focusFirstIn(document.querySelector<HTMLElement>(`.${MOVE_DRAWER_CLASS} [role="dialog"]`));
        // A refusal, an opinion and the fields belong to the drawer they were given in: the next move starts empty.
        if (!open) {
          move.reset();
          setCheckError(null);
          form.resetFields();
        }
      }}
      className="no-drag"
      footer={
        <Flex justify="flex-end">
          <Space>
            <Button onClick={onClose}>{RECORD_TEXT.cancel}</Button>
            <Button type="primary" danger={action?.danger} loading={move.pending} onClick={() => form.submit()}>
              {RECORD_TEXT.submit}
            </Button>
          </Space>
        </Flex>
      }
    >
      {action && (
        <Flex vertical gap={16}>
          {(move.error ?? checkError) && <Alert type="error" showIcon title={move.error ?? checkError} />}
          <div>
            <Typography.Text type="secondary">{RECORD_TEXT.moveFrom}：</Typography.Text>
            <Tag color={statusTone(flow, status)}>{codeLabel(flow.statusCodes, status)}</Tag>→{' '}
            <Tag color={statusTone(flow, action.to)}>{codeLabel(flow.statusCodes, action.to)}</Tag>
          </div>
          {transition?.consequence && (
            <Alert type={action.danger ? 'warning' : 'info'} showIcon title={`${RECORD_TEXT.consequence}：${transition.consequence}`} data-testid="move-consequence" />
          )}
          <Form<DrawerValues>
            form={form}
            layout="vertical"
            // The values go with the fields when the drawer closes (and resetFields is then a no-op for them).
            preserve={false}
            initialValues={initial}
            onFinish={submit}
            disabled={move.pending}
            aria-label={label}
            // Enter in a field never makes a move: only the button does.
            onKeyDown={(e) => {
              if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
            }}
          >
            {transition?.declaration && (
              <Form.Item
                name="declared"
                label={RECORD_TEXT.declaration}
                valuePropName="checked"
                required
                rules={[{ validator: (_, v: unknown) => (v === true ? Promise.resolve() : Promise.reject(new Error(RECORD_TEXT.declarationRequired))) }]}
              >
                <Checkbox>
                  <Typography.Paragraph style={{ margin: 0 }}>{transition.declaration}</Typography.Paragraph>
                  {RECORD_TEXT.declare}
                </Checkbox>
              </Form.Item>
            )}
            {fields.map(([name, field]) => (
              <Form.Item
                key={name}
                name={name}
                label={field.label}
                required={!!field.required}
                rules={[{ validator: (_, value: unknown) => { const m = moveFieldMessage(name, field, value); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
              >
                <FieldInput name={name} field={field} />
              </Form.Item>
            ))}
            {action.opinion !== 'none' && (
              <Form.Item
                name="opinion"
                label={RECORD_TEXT.opinion}
                required={action.opinion === 'required'}
                rules={[
                  ...(action.opinion === 'required' ? [{ required: true, whitespace: true, message: WORKFLOW_TEXT.opinionRequired(label) }] : []),
                  { max: OPINION_MAX, message: WORKFLOW_TEXT.opinionTooLong },
                ]}
              >
                <Input.TextArea rows={5} maxLength={OPINION_MAX} showCount placeholder={RECORD_TEXT.opinionPlaceholder(label)} />
              </Form.Item>
            )}
            {action.attachments && (
              <Form.Item name="annexIds" label={RECORD_TEXT.attachments}>
                <FileFieldInput field={ATTACHMENTS_FIELD} />
              </Form.Item>
            )}
          </Form>
        </Flex>
      )}
    </Drawer>
  );
}
