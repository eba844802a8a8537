/**
 * The compose form (pure): category, type, an optional template (choosing one fills title and
 * content), title, content (rich text allowed; readers see it sanitised), attachments, the target
 * (users, roles or organisations, searched as the user types) and the channels; 发送 and 重置.
 * Field rules come from validatePush in src/domain/message.ts, the same the server applies.
 */
import { Alert, Button, Flex, Form, Input, Radio, Select, Space } from 'antd';
import { useEffect } from 'react';
import { MSG_CHANNEL_OPTIONS, MSG_TYPE_OPTIONS, PUSH_TARGETS, PUSH_TEXT, validatePush, type PushTargetType } from '@/domain/message';
import type { MsgTplOption, PushBody, PushTargetOption } from '@/api/message';
import { CheckboxGroup } from '@/ui/inputs/CheckboxGroup';
import { FileUpload } from '@/ui/inputs/upload/FileUpload';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import type { ComposeData } from './useData';

export interface ComposeValues {
  categoryId?: number;
  msgType?: string;
  tplId?: number;
  title?: string;
  content?: string;
  annexes?: UploadedFile[];
  targetType: PushTargetType;
  targetIds?: string[];
  channels: string[];
  component?: string;
  param?: string;
}

export interface MsgComposeViewProps {
  state: WidgetData<ComposeData>;
  defaults: { channels: readonly string[]; targetType: PushTargetType };
  targetOptions: readonly PushTargetOption[];
  onTargetSearch: (type: PushTargetType, kw: string) => void;
  upload: (file: File) => Promise<UploadedFile>;
  onSend: (body: PushBody) => Promise<unknown>;
  sending?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
}

export const COMPOSE_TEXT = {
  category: '消息类别',
  msgType: '消息类型',
  tpl: '消息模板',
  tplPlaceholder: '可选：选择模板后自动填入标题和内容',
  title: '消息标题',
  content: '消息内容',
  annex: '附件',
  targetType: '推送对象',
  targets: '接收对象',
  channels: '推送渠道',
  component: '跳转页面',
  componentHint: '可选，如 /views/msg-mine',
  param: '跳转参数',
  paramHint: '可选，JSON 对象，如 {"id":1}',
  send: '发送',
  reset: '重置',
} as const;

/** Form values -> the compose body; null with the first problem when the domain rules refuse it. */
export function toBody(v: ComposeValues): { body: PushBody } | { error: string } {
  const body: PushBody = {
    categoryId: v.categoryId ?? 0,
    msgType: v.msgType ?? '',
    tplId: v.tplId ?? null,
    title: v.title ?? '',
    content: v.content ?? '',
    annexIds: (v.annexes ?? []).map((a) => String(a.id)).join(','),
    targetType: v.targetType,
    targetIds: v.targetIds ?? [],
    channels: v.channels,
    component: v.component?.trim() || null,
    param: v.param?.trim() || null,
  };
  const r = validatePush(body);
  return r.ok ? { body } : { error: r.error };
}

export function MsgComposeView({ state, defaults, targetOptions, onTargetSearch, upload, onSend, sending, error }: MsgComposeViewProps) {
  const [form] = Form.useForm<ComposeValues>();
  const targetType = Form.useWatch('targetType', form) ?? defaults.targetType;
  useEffect(() => {
    onTargetSearch(targetType, '');
    // Only when the kind of target changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetType]);
  const initial: ComposeValues = { targetType: defaults.targetType, channels: [...defaults.channels], msgType: 'NOTICE', annexes: [] };

  return (
    <WidgetBody state={state} rows={8}>
      {(data) => (
        <Form<ComposeValues>
          form={form}
          className="no-drag"
          layout="horizontal"
          labelCol={{ flex: '96px' }}
          initialValues={initial}
          onFinish={async (values) => {
            const r = toBody(values);
            if ('error' in r) return;
            try {
              await onSend(r.body);
              form.resetFields();
            } catch {
              // The refusal is shown in `error` (the form keeps what was typed).
            }
          }}
        >
          <Flex gap={16} wrap>
            <Form.Item name="categoryId" label={COMPOSE_TEXT.category} rules={[{ required: true, message: PUSH_TEXT.category }]} style={{ minWidth: 280, flex: 1 }}>
              <Select aria-label={COMPOSE_TEXT.category} placeholder={PUSH_TEXT.category} options={data.categories.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
            <Form.Item name="msgType" label={COMPOSE_TEXT.msgType} rules={[{ required: true, message: PUSH_TEXT.msgType }]} style={{ minWidth: 220 }}>
              <Select aria-label={COMPOSE_TEXT.msgType} options={MSG_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
            </Form.Item>
            <Form.Item name="tplId" label={COMPOSE_TEXT.tpl} style={{ minWidth: 320, flex: 1 }}>
              <Select
                allowClear
                aria-label={COMPOSE_TEXT.tpl}
                placeholder={COMPOSE_TEXT.tplPlaceholder}
                options={data.templates.map((t: MsgTplOption) => ({ value: t.id, label: t.name }))}
                onChange={(id?: number) => {
                  const t = data.templates.find((x) => x.id === id);
                  if (t) form.setFieldsValue({ title: t.title, content: t.content });
                }}
              />
            </Form.Item>
          </Flex>
          <Form.Item name="title" label={COMPOSE_TEXT.title} rules={[{ required: true, whitespace: true, message: PUSH_TEXT.title }, { max: 200, message: PUSH_TEXT.titleMax }]}>
            <Input aria-label={COMPOSE_TEXT.title} maxLength={200} showCount />
          </Form.Item>
          <Form.Item name="content" label={COMPOSE_TEXT.content} rules={[{ required: true, whitespace: true, message: PUSH_TEXT.content }, { max: 20000, message: PUSH_TEXT.contentMax }]}>
            <Input.TextArea aria-label={COMPOSE_TEXT.content} autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
          <Form.Item name="annexes" label={COMPOSE_TEXT.annex} valuePropName="value">
            <FileUpload upload={upload} maxCount={20} />
          </Form.Item>
          <Form.Item label={COMPOSE_TEXT.targetType} required>
            <Space wrap align="start">
              <Form.Item name="targetType" noStyle>
                <Radio.Group
                  optionType="button"
                  options={PUSH_TARGETS.map((t) => ({ value: t.value, label: t.label }))}
                  onChange={() => form.setFieldsValue({ targetIds: [] })}
                />
              </Form.Item>
              <Form.Item name="targetIds" noStyle rules={[{ required: true, type: 'array', min: 1, message: PUSH_TEXT.targets }]}>
                <Select
                  mode="multiple"
                  aria-label={COMPOSE_TEXT.targets}
                  placeholder={PUSH_TEXT.targets}
                  style={{ minWidth: 360 }}
                  showSearch={{ filterOption: false, onSearch: (kw: string) => onTargetSearch(targetType, kw) }}
                  options={targetOptions.map((o) => ({ value: o.value, label: o.label }))}
                />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item name="channels" label={COMPOSE_TEXT.channels} rules={[{ required: true, type: 'array', min: 1, message: PUSH_TEXT.channels }]}>
            <CheckboxGroup options={MSG_CHANNEL_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="component" label={COMPOSE_TEXT.component} style={{ minWidth: 320, flex: 1 }} rules={[{ pattern: /^\/(?!\/)/, message: PUSH_TEXT.component }]}>
              <Input placeholder={COMPOSE_TEXT.componentHint} />
            </Form.Item>
            <Form.Item
              name="param"
              label={COMPOSE_TEXT.param}
              style={{ minWidth: 320, flex: 1 }}
              rules={[
                {
                  validator: async (_r, v?: string) => {
                    if (!v?.trim()) return;
                    let ok = false;
                    try {
                      const p: unknown = JSON.parse(v);
                      ok = !!p && typeof p === 'object' && !Array.isArray(p);
                    } catch {
                      ok = false;
                    }
                    if (!ok) throw new Error(PUSH_TEXT.param);
                  },
                },
              ]}
            >
              <Input placeholder={COMPOSE_TEXT.paramHint} />
            </Form.Item>
          </Flex>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={sending}>
              {COMPOSE_TEXT.send}
            </Button>
            <Button onClick={() => form.resetFields()}>{COMPOSE_TEXT.reset}</Button>
          </Space>
        </Form>
      )}
    </WidgetBody>
  );
}
