/**
 * The big screen's display links (pure): the list with each link's state, a form to create one
 * (name, optional expiry), the new link's address shown once with a copy button, and revoke with
 * a confirmation. The token is never shown again after the creation dialog closes.
 */
import { useState } from 'react';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Page } from '@/domain/page';
import { SCREEN_LINK_NAME_MAX, SCREEN_LINK_STATES, SCREEN_TEXT, type ScreenLink, type ScreenLinkCreate, type ScreenLinkCreated, type ScreenLinkState } from '@/domain/screen';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import type { WidgetData } from '@/ui/widget';
import { PAGE_SIZES } from './pageSizes';
import { beijingMinute } from '@/domain/beijingTime';
import '@/ui/dayjsLocale';

export interface ScreenLinksViewProps {
  state: WidgetData<Page<ScreenLink>>;
  /** 1-based page and its size. */
  pn: number;
  size: number;
  onPage: (pn: number, size: number) => void;
  onCreate: (body: ScreenLinkCreate) => Promise<ScreenLinkCreated>;
  onRevoke: (id: number) => Promise<void>;
  /** Prefixed to the link's path for the address to copy (the portal's origin). */
  origin: string;
}

export const LINKS_TEXT = {
  create: '新建链接',
  createTitle: '新建大屏链接',
  createdTitle: '大屏链接已创建',
  name: '链接名称',
  namePlaceholder: '如：一楼大厅大屏',
  expiresAt: '有效期至',
  expiresPlaceholder: '不填则长期有效',
  never: '长期有效',
  state: '状态',
  createdBy: '创建人',
  createTime: '创建时间',
  lastUsedAt: '最近使用',
  neverUsed: '未使用',
  actions: '操作',
  revoke: '撤销',
  empty: '暂无大屏链接',
  hint: '大屏链接只能查看大屏数据，适合放在大屏电脑上长期打开；不再使用时请撤销。',
  copyHint: '请复制下面的地址在大屏电脑的浏览器中打开：',
  done: '我已复制',
  ok: '创建',
  cancel: '取消',
} as const;

const STATE_COLORS: Readonly<Record<ScreenLinkState, string>> = { active: 'green', expired: 'default', revoked: 'red' };

/** 2026-11-22 09:30 in Beijing; '' for nothing. */
export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return beijingMinute(d);
}

interface CreateForm {
  name: string;
  expiresAt?: Dayjs | null;
}

export function ScreenLinksView({ state, pn, size, onPage, onCreate, onRevoke, origin }: ScreenLinksViewProps) {
  const [form] = Form.useForm<CreateForm>();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<ScreenLinkCreated | null>(null);

  const submit = async () => {
    let values: CreateForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setSaving(true);
    try {
      const result = await onCreate({ name: values.name.trim(), expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null });
      setCreating(false);
      form.resetFields();
      setCreated(result);
    } catch {
      // The http client already showed the server's message; the dialog stays open to correct it.
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    { title: LINKS_TEXT.name, dataIndex: 'name', key: 'name', ellipsis: true },
    {
      title: LINKS_TEXT.state,
      dataIndex: 'state',
      key: 'state',
      width: 100,
      render: (s: ScreenLinkState) => <Tag color={STATE_COLORS[s]}>{SCREEN_LINK_STATES[s]}</Tag>,
    },
    { title: LINKS_TEXT.createdBy, dataIndex: 'createdByName', key: 'createdByName', width: 120, render: (v: string | null) => v ?? '' },
    { title: LINKS_TEXT.createTime, dataIndex: 'createTime', key: 'createTime', width: 170, render: (v: string) => formatTime(v) },
    { title: LINKS_TEXT.expiresAt, dataIndex: 'expiresAt', key: 'expiresAt', width: 170, render: (v: string | null) => (v ? formatTime(v) : LINKS_TEXT.never) },
    { title: LINKS_TEXT.lastUsedAt, dataIndex: 'lastUsedAt', key: 'lastUsedAt', width: 170, render: (v: string | null) => (v ? formatTime(v) : LINKS_TEXT.neverUsed) },
    {
      title: LINKS_TEXT.actions,
      key: 'actions',
      width: 100,
      render: (_: unknown, row: ScreenLink) =>
        row.state === 'active' ? (
          <Popconfirm title={SCREEN_TEXT.revokeConfirm} okText={LINKS_TEXT.revoke} cancelText={LINKS_TEXT.cancel} onConfirm={() => onRevoke(row.id).catch(() => undefined)}>
            <Button type="link" danger size="small" className="no-drag" aria-label={`${LINKS_TEXT.revoke} ${row.name}`}>
              {LINKS_TEXT.revoke}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  const address = created ? `${origin}${created.url}` : '';

  return (
    <Flex vertical gap={8} style={{ height: '100%' }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{LINKS_TEXT.hint}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} className="no-drag" onClick={() => setCreating(true)}>
          {LINKS_TEXT.create}
        </Button>
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>
        <WidgetBody state={state} isEmpty={(d) => d.totalElements === 0} emptyText={LINKS_TEXT.empty} rows={5}>
          {(d) => (
            <Table<ScreenLink>
              className="no-drag"
              rowKey="id"
              size="small"
              bordered
              dataSource={d.content}
              columns={columns}
              pagination={{
                current: pn,
                pageSize: size,
                total: d.totalElements,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showTotal: (t) => `共 ${t} 条`,
                onChange: (p, s) => onPage(s !== size ? 1 : p, s),
              }}
            />
          )}
        </WidgetBody>
      </div>

      <Modal
        title={LINKS_TEXT.createTitle}
        open={creating}
        okText={LINKS_TEXT.ok}
        cancelText={LINKS_TEXT.cancel}
        confirmLoading={saving}
        onOk={submit}
        onCancel={() => {
          setCreating(false);
          form.resetFields();
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label={LINKS_TEXT.name}
            rules={[
              { required: true, whitespace: true, message: SCREEN_TEXT.nameRequired },
              { max: SCREEN_LINK_NAME_MAX, message: SCREEN_TEXT.nameTooLong },
            ]}
          >
            <Input placeholder={LINKS_TEXT.namePlaceholder} maxLength={SCREEN_LINK_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item
            name="expiresAt"
            label={LINKS_TEXT.expiresAt}
            rules={[
              {
                validator: async (_, v: Dayjs | null | undefined) => {
                  if (v && v.valueOf() <= Date.now()) throw new Error(SCREEN_TEXT.badExpiry);
                },
              },
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={LINKS_TEXT.expiresPlaceholder} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title={LINKS_TEXT.createdTitle}
        open={created !== null}
        closable={false}
        mask={{ closable: false }}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            {LINKS_TEXT.done}
          </Button>
        }
      >
        {created && (
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={SCREEN_TEXT.created} />
          <Typography.Text>{LINKS_TEXT.copyHint}</Typography.Text>
          <Typography.Paragraph copyable={{ text: address, tooltips: ['复制', '已复制'] }} code data-testid="screen-link-url" style={{ wordBreak: 'break-all', marginBottom: 0 }}>
            <LinkOutlined /> {address}
          </Typography.Paragraph>
        </Flex>
        )}
      </Modal>
    </Flex>
  );
}
