/**
 * Widgets made for tests and stories of the host (not registered in the portal): one that sets a
 * layout variable, one that reads it, one that throws, one behind a permission, one whose chunk
 * never arrives, one with a validated prop. Built with defineWidget, like real ones.
 */
import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { z } from 'zod';
import { requireLayout, type LayoutDocInput } from '@/domain/layout';
import { defineWidget, type WidgetProps } from '@/ui/widget';
import { createWidgetRegistry } from '@/ui/widgetRegistry';

const noProps = z.object({});
const sized = { version: 1, category: 'general', defaultSize: { w: 12, h: 4 } } as const;

function Picker({ setVar }: WidgetProps<object>) {
  return (
    <Space>
      {['蔬菜', '水果'].map((name) => (
        <Button key={name} onClick={() => setVar('category', name)}>
          选择{name}
        </Button>
      ))}
    </Space>
  );
}

function Reader({ vars }: WidgetProps<object>) {
  return <Typography.Text>当前类别：{typeof vars.category === 'string' ? vars.category : '未选择'}</Typography.Text>;
}

function Broken(_props: WidgetProps<object>): ReactNode {
  throw new Error('示例组件渲染失败');
}

const counterProps = z.object({ count: z.number().int().max(5).default(1) });
function Counter({ config }: WidgetProps<z.output<typeof counterProps>>) {
  return <Typography.Text>数量：{config.count}</Typography.Text>;
}

const categoryCardProps = z.object({ idVar: z.string().default('category') });

export const sampleRegistry = createWidgetRegistry([
  defineWidget({ ...sized, type: 'picker', title: '类别选择', props: noProps, load: async () => ({ default: Picker }) }),
  defineWidget({ ...sized, type: 'reader', title: '类别详情', props: noProps, load: async () => ({ default: Reader }) }),
  defineWidget({ ...sized, type: 'broken', title: '出错的组件', props: noProps, load: async () => ({ default: Broken }) }),
  defineWidget({ ...sized, type: 'secret', title: '保密组件', props: noProps, permission: 'sys:secret:view', load: async () => ({ default: () => <span>保密内容</span> }) }),
  defineWidget({ ...sized, type: 'slow', title: '加载中的组件', props: noProps, load: () => new Promise<{ default: typeof Reader }>(() => {}) }),
  // The card of one category: left out of the grid until a category is chosen.
  defineWidget({ ...sized, type: 'category-card', title: '类别卡片', props: categoryCardProps, recordVar: (config) => config.idVar, load: async () => ({ default: Reader }) }),
  defineWidget({ ...sized, type: 'counter', title: '计数', props: counterProps, load: async () => ({ default: Counter }) }),
]);

/** A layout of sample widgets; `widgets` replaces the default picker + reader pair. */
export function sampleLayout(widgets?: LayoutDocInput['widgets']) {
  const w = widgets ?? { picker: { type: 'picker' }, reader: { type: 'reader' } };
  const keys = Object.keys(w);
  const input: LayoutDocInput = {
    id: 'sample',
    title: '示例',
    schemaVersion: 1,
    vars: { category: null },
    widgets: Object.fromEntries(keys.map((k) => [k, { version: 1, ...w[k] }])),
    items: keys.map((i, n) => ({ i, x: (n % 2) * 12, y: Math.floor(n / 2) * 4, w: 12, h: 4 })),
  };
  return requireLayout(input, 'sampleLayout');
}
