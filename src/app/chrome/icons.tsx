/**
 * Menu icons by antd icon name (the menu's `icon` field). Only the icons the menus use are
 * imported, so the sidebar does not pull the whole icon set into the bundle; an unknown or missing
 * name gets the default menu icon (the spec's "nested").
 *
 * The icon components (./menuIconSet, about 20 KB gzip) load as a chunk of their own, started as
 * soon as this module runs, so they are not part of the JS a page needs before its first widget
 * (ARCHITECTURE.md §8). The menu is drawn only after the menu call answers, so in practice they
 * are there by then; until they are, an empty 1em box keeps the entry's place.
 */
import { useEffect, useState, type ComponentType, type HTMLAttributes } from 'react';

type IconSet = Readonly<Record<string, ComponentType<HTMLAttributes<HTMLSpanElement>>>>;

/** The names ./menuIconSet provides (icons.test.ts checks they agree). */
export const MENU_ICON_NAMES: readonly string[] = [
  'AlertOutlined',
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AreaChartOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BarcodeOutlined',
  'BellOutlined',
  'BookOutlined',
  'CalendarOutlined',
  'CarryOutOutlined',
  'CheckCircleOutlined',
  'CheckSquareOutlined',
  'CloseCircleOutlined',
  'ClusterOutlined',
  'CommentOutlined',
  'ContainerOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'EnvironmentOutlined',
  'ExperimentOutlined',
  'FileDoneOutlined',
  'FilePdfOutlined',
  'FileProtectOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FlagOutlined',
  'FolderOpenOutlined',
  'FormOutlined',
  'FundOutlined',
  'GlobalOutlined',
  'HistoryOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'LayoutOutlined',
  'LineChartOutlined',
  'LinkOutlined',
  'LogoutOutlined',
  'MailOutlined',
  'MenuOutlined',
  'MessageOutlined',
  'MonitorOutlined',
  'NodeIndexOutlined',
  'NotificationOutlined',
  'OrderedListOutlined',
  'PaperClipOutlined',
  'PieChartOutlined',
  'ProfileOutlined',
  'ReadOutlined',
  'ReconciliationOutlined',
  'SafetyCertificateOutlined',
  'SafetyOutlined',
  'ScheduleOutlined',
  'SendOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'SnippetsOutlined',
  'SolutionOutlined',
  'StarOutlined',
  'StopOutlined',
  'SwapOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'ThunderboltOutlined',
  'UnorderedListOutlined',
  'UserAddOutlined',
  'UserOutlined',
];

let loadedIcons: IconSet | null = null;
const iconsLoading: Promise<IconSet | null> = import('./menuIconSet').then(
  (m) => (loadedIcons = m.MENU_ICONS),
  () => null, // offline: the entries keep their empty box; the titles still name them
);

export const DEFAULT_MENU_ICON = 'MenuOutlined';

function useIconSet(): IconSet | null {
  const [icons, setIcons] = useState(loadedIcons);
  useEffect(() => {
    if (icons) return;
    let live = true;
    void iconsLoading.then((set) => live && set && setIcons(set));
    return () => {
      live = false;
    };
  }, [icons]);
  return icons;
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const icons = useIconSet();
  if (!icons) return <span className="anticon" aria-hidden="true" style={{ display: 'inline-block', width: '1em', height: '1em' }} />;
  const Icon = (name && Object.prototype.hasOwnProperty.call(icons, name) ? icons[name] : undefined) ?? icons[DEFAULT_MENU_ICON];
  // Decorative: the entry's title names it, so screen readers should not read "user 用户管理".
  return Icon ? <Icon aria-hidden="true" /> : null;
}

const NAME_SET = new Set(MENU_ICON_NAMES);
export const hasMenuIcon = (name: string) => NAME_SET.has(name);
