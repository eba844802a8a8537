/** The breadcrumb: 首页, then the menu groups above the page, then the page. */
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { HOME_PATH, HOME_TITLE } from '../routes/paths';

export function Breadcrumbs({ trail }: { trail: readonly { path: string; title: string }[] }) {
  const items = [{ path: HOME_PATH, title: HOME_TITLE }, ...trail].map((c, i, all) => ({
    key: c.path,
    // Only home is a link: a group has no page of its own to go back to.
    title: i === 0 && all.length > 1 ? <Link to={c.path}>{c.title}</Link> : <span>{c.title}</span>,
  }));
  return <Breadcrumb className="zp-breadcrumb" items={items} />;
}
