/**
 * Layout settings (screens document §2 "Layout" defaults and §3 "Settings state"), persisted in
 * localStorage. The sidebar's open state persists as '1'/'0' under `sidebarStatus`, as the spec's
 * cookie-like store does; the device follows the window width (mobile under 992 px).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const DEFAULT_THEME = '#1890ff';
export const MOBILE_BREAKPOINT = 992;
export const NARROW_FORM_BREAKPOINT = 922;
export const SIDEBAR_WIDTH = 211;
const SIDEBAR_KEY = 'sidebarStatus';

export type Device = 'desktop' | 'mobile';

export interface SettingsValues {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  isCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Horizontal menu in the header instead of the sidebar. */
  horizontal: boolean;
  /** Breadcrumb shown in the navbar. */
  navView: boolean;
  /** The top-navigation layout with its more-menu overflow. */
  layout2: boolean;
}

export const DEFAULT_SETTINGS: SettingsValues = {
  theme: DEFAULT_THEME,
  showSettings: true,
  tagsView: true,
  isCache: true,
  fixedHeader: false,
  sidebarLogo: true,
  horizontal: false,
  navView: true,
  layout2: false,
};

export interface SettingsState extends SettingsValues {
  sidebarOpened: boolean;
  device: Device;
  change<K extends keyof SettingsValues>(key: K, value: SettingsValues[K]): void;
  reset(): void;
  toggleSidebar(): void;
  setSidebar(opened: boolean): void;
  setDevice(device: Device): void;
}

const readSidebar = () => globalThis.localStorage?.getItem(SIDEBAR_KEY) !== '0';
const writeSidebar = (opened: boolean) => globalThis.localStorage?.setItem(SIDEBAR_KEY, opened ? '1' : '0');

export const useSettings = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      sidebarOpened: readSidebar(),
      device: 'desktop',
      change: (key, value) => set({ [key]: value } as Pick<SettingsValues, typeof key>),
      reset: () => set({ ...DEFAULT_SETTINGS }),
      toggleSidebar: () => get().setSidebar(!get().sidebarOpened),
      setSidebar(opened) {
        writeSidebar(opened);
        set({ sidebarOpened: opened });
      },
      setDevice: (device) => set({ device }),
    }),
    {
      name: 'zp-settings',
      // Only the settings themselves persist; the device is measured, the sidebar has its own key.
      partialize: (s): SettingsValues => ({
        theme: s.theme, showSettings: s.showSettings, tagsView: s.tagsView, isCache: s.isCache, fixedHeader: s.fixedHeader,
        sidebarLogo: s.sidebarLogo, horizontal: s.horizontal, navView: s.navView, layout2: s.layout2,
      }),
    },
  ),
);
