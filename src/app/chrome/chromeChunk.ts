/**
 * The chrome as one chunk (ARCHITECTURE.md §8): the sidebar, the header and the tags bar bring
 * antd Menu, Dropdown, Breadcrumb, Avatar and their icons, none of which the page needs. The shell
 * (shell/AuthLayout.tsx) loads this beside the page and shows placeholders of the same size
 * (ChromePlaceholders.tsx) until it is there, so nothing moves.
 */
export { Navbar } from './Navbar';
export { Sidebar } from './Sidebar';
export { TagsView } from './TagsView';
// The service worker's registration and its 发现新版本 note ride along: off the page's path, and a
// chunk of their own would split the chunks every page shares.
export { UpdatePrompt } from '../pwa/UpdatePrompt';
