import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { STORY_DEPS } from './deps';

/**
 * The component catalogue: every shared UI block and every widget, each state a story
 * (ARCHITECTURE.md §3). `npm run storybook` serves it, `npm run build-storybook` builds it into
 * dist/storybook (served by the server at /storybook/), and `vitest --project storybook` runs
 * every story as a test in Chromium.
 */
/** The plugins without vite-plugin-pwa's (nested lists opened; promised plugins kept as they are). */
function withoutPwa(plugins: PluginOption[]): PluginOption[] {
  return plugins.flatMap((p): PluginOption[] => {
    if (Array.isArray(p)) return withoutPwa(p);
    return p && 'name' in p && p.name.startsWith('vite-plugin-pwa') ? [] : [p];
  });
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../widgets/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The portal's vite.config.ts builds two HTML entries into dist/; Storybook has its own
    // entry and output directory, so drop those settings; its preview bundle is large by nature.
    if (viteConfig.build?.rollupOptions) delete viteConfig.build.rollupOptions.input;
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 4096 };
    // The web app manifest and service worker are the portal's (vite.config.ts installableApp):
    // the catalogue registers none and needs no manifest link.
    viteConfig.plugins = withoutPwa(viteConfig.plugins ?? []);
    // Found up front, not mid-run: a dependency discovered while stories run makes Vite reload and
    // load React twice ("Invalid hook call") on a cold cache, as on CI.
    viteConfig.optimizeDeps = { ...viteConfig.optimizeDeps, include: [...(viteConfig.optimizeDeps?.include ?? []), ...STORY_DEPS] };
    return viteConfig;
  },
};

export default config;
