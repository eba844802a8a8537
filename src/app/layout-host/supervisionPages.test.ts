// @vitest-environment node
/**
 * The supervision pages as shipped (src/layouts/jd-*.json) against the menu that grants them
 * (src/domain/menuCatalogue.ts): every widget is a registered type whose props resolve, and the
 * page's permissions cover what its widgets and lists ask for, so a role granted the page sees
 * every part of it.
 */
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '@/domain/menuCatalogue';
import { getResource, type ResourceName } from '@/domain/resources';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { getWidget } from '../../../widgets/registry';

const SUPERVISION = ['jd-plan', 'jd-task', 'jd-annual-task', 'jd-org-task', 'jd-non-pass', 'jd-sampling', 'jd-reform', 'jd-to-exit', 'jd-exit-decide', 'jd-to-validate', 'jd-exited'];

interface Instance {
  readonly type: string;
  readonly version: number;
  readonly props: Readonly<Record<string, unknown>>;
}

const pageOf = (key: string) => MENU_CATALOGUE.flatMap((g) => g.pages).find((p) => p.key === key);

describe('the supervision pages', () => {
  it.each(SUPERVISION)('%s is a menu page with a default layout', (id) => {
    expect(pageOf(id)?.path).toBe(`/views/${id}`);
    expect(DEFAULT_LAYOUTS[id]).toBeDefined();
  });

  it.each(SUPERVISION)('%s: every widget resolves, and the page grants what it asks', (id) => {
    const page = pageOf(id);
    const perms: readonly string[] = page?.perms ?? [];
    const widgets = Object.entries((DEFAULT_LAYOUTS[id] as { widgets: Record<string, Instance> }).widgets);
    for (const [key, w] of widgets) {
      const manifest = getWidget(w.type);
      expect(manifest, `${id}.${key}: ${w.type}`).toBeDefined();
      if (!manifest) continue;
      expect(manifest.resolve({ version: w.version, props: w.props }).ok, `${id}.${key}`).toBe(true);
      if (manifest.permission) expect(perms, `${id}.${key}: ${manifest.permission}`).toContain(manifest.permission);
      const resource = w.props.resource as ResourceName | undefined;
      if (resource) expect(perms, `${id}.${key}: ${resource}`).toContain(getResource(resource).perms.list);
    }
  });
});
