/**
 * The settings dialog of one widget in edit mode: the frame's title, and a form generated from
 * the manifest's props schema (propsFields). What is entered goes through the same schema before
 * it reaches the layout, so the dialog can never store props the widget would refuse.
 */
import { useMemo, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import type { WidgetInstance } from '@/domain/layout';
import type { WidgetManifest } from '@/ui/widget';
import { propFields } from './propsFields';

export interface WidgetSettingsProps {
  manifest: WidgetManifest;
  instance: WidgetInstance;
  onSave: (next: WidgetInstance) => void;
  onClose: () => void;
}

type Values = Record<string, unknown> & { __title?: string };

export function WidgetSettings({ manifest, instance, onSave, onClose }: WidgetSettingsProps) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const { fields, unsupported } = useMemo(() => propFields(manifest.props), [manifest]);
  const initial = useMemo<Values>(() => {
    const resolved = manifest.resolve(instance);
    // Props that no longer validate start from the defaults, so the form can repair them.
    const props = resolved.ok ? (resolved.config as Record<string, unknown>) : (manifest.defaults() as Record<string, unknown>);
    return { ...props, __title: instance.title ?? '' };
  }, [manifest, instance]);

  const submit = (values: Values) => {
    const { __title, ...props } = values;
    const { __title: _initialTitle, ...base } = initial;
    // Starts from the current props, so props the form cannot show keep their values.
    const parsed = manifest.props.safeParse({ ...base, ...props });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => `${i.path.join('.')}：${i.message}`).join('；'));
      return;
    }
    const title = typeof __title === 'string' && __title.trim() ? __title.trim() : undefined;
    onSave({ type: instance.type, version: manifest.version, props: parsed.data as WidgetInstance['props'], ...(title ? { title } : {}) });
  };

  return (
    <Modal open title={`组件设置：${instance.title ?? manifest.title}`} okText="确定" cancelText="取消" onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="__title" label="标题" rules={[{ max: 50, message: '标题最多 50 个字符' }]}>
          <Input placeholder={manifest.title} allowClear />
        </Form.Item>
        {fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} valuePropName={f.kind === 'boolean' ? 'checked' : 'value'} rules={f.kind === 'boolean' ? [] : [{ required: true, message: `请填写${f.label}` }]}>
            {f.kind === 'string' ? (
              <Input />
            ) : f.kind === 'boolean' ? (
              <Switch />
            ) : f.kind === 'number' ? (
              <InputNumber min={f.min} max={f.max} precision={f.integer ? 0 : undefined} style={{ width: '100%' }} />
            ) : (
              <Select options={f.options.map((o) => ({ value: o, label: String(o) }))} />
            )}
          </Form.Item>
        ))}
        {!fields.length && <Typography.Paragraph type="secondary">此组件没有可设置的选项。</Typography.Paragraph>}
        {unsupported.length > 0 && <Typography.Paragraph type="secondary">以下选项不能在此修改，保持原值：{unsupported.join('、')}</Typography.Paragraph>}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
