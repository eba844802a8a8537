/**
 * The sidebar as a drawer on mobile. A chunk of its own (antd's Drawer), loaded only on a mobile
 * viewport, so a desktop page's first paint does not carry it (ARCHITECTURE.md §8).
 */
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { SIDEBAR_WIDTH } from '@/stores/settings';

export interface SidebarDrawerProps {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export default function SidebarDrawer({ open, onClose, children }: SidebarDrawerProps) {
  return (
    <Drawer className="zp-sidebar-drawer" placement="left" size={SIDEBAR_WIDTH} open={open} onClose={onClose} closable={false} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
