/**
 * The catalogue drawer of edit mode: the widget types this user may add (the registry's
 * `list(perms)`: a widget behind a permission the user lacks is not offered), grouped by category.
 */
import { Button, Drawer, Empty, Flex, Typography } from 'antd';
import { WIDGET_CATEGORIES, type WidgetManifest } from '@/ui/widget';

export interface WidgetCatalogueProps {
  open: boolean;
  widgets: readonly WidgetManifest[];
  onAdd: (manifest: WidgetManifest) => void;
  onClose: () => void;
}

export function WidgetCatalogue({ open, widgets, onAdd, onClose }: WidgetCatalogueProps) {
  const groups = Object.entries(WIDGET_CATEGORIES)
    .map(([category, name]) => ({ name, items: widgets.filter((w) => w.category === category) }))
    .filter((g) => g.items.length);
  return (
    <Drawer open={open} title="添加组件" onClose={onClose} size={360}>
      {!groups.length && <Empty description="没有可添加的组件" />}
      {groups.map((g) => (
        <section key={g.name} aria-label={g.name} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{g.name}</Typography.Title>
          {g.items.map((m) => (
            <Flex key={m.type} justify="space-between" align="center" gap={8} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <div>
                <Typography.Text strong>{m.title}</Typography.Text>
                {m.description && <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>{m.description}</Typography.Paragraph>}
              </div>
              <Button type="link" aria-label={`添加${m.title}`} onClick={() => onAdd(m)}>
                添加
              </Button>
            </Flex>
          ))}
        </section>
      ))}
    </Drawer>
  );
}
