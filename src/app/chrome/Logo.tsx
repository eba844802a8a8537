/** The portal's logo and name on top of the sidebar (settings: sidebarLogo); the mark alone when collapsed. */
import { Link } from 'react-router';
import { SafetyCertificateFilled } from '@ant-design/icons';
import { APP_TITLE, HOME_PATH } from '../routes/paths';

export function Logo({ collapsed = false, dark = true }: { collapsed?: boolean; dark?: boolean }) {
  return (
    <Link to={HOME_PATH} className={dark ? 'zp-logo zp-logo-dark' : 'zp-logo'} aria-label={APP_TITLE} title={APP_TITLE}>
      <SafetyCertificateFilled className="zp-logo-mark" />
      {!collapsed && <span className="zp-logo-title">{APP_TITLE}</span>}
    </Link>
  );
}
