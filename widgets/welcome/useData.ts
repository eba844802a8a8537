/**
 * The welcome card's data: the signed-in user from the session; for an enterprise's people also its
 * certificates (the cert list's page call, scoped to the enterprise by the server).
 */
import { useQuery } from '@tanstack/react-query';
import { fetchPage, resourceKeys } from '@/api/resource';
import { useSession } from '@/stores/session';
import type { CurrentUser } from '@/domain/account';
import { CERT_PREFIX } from '@/domain/resources/cert';
import { fromQuery, type WidgetData } from '@/ui/widget';
import { orgTypeLabel } from './greeting';

export interface WelcomeData {
  name: string;
  username: string;
  orgName: string | null;
  orgTypeLabel: string;
  roles: string[];
  lastLoginTime: string | null;
}

export function toWelcomeData(user: CurrentUser): WelcomeData {
  const u = user.info.sysUser;
  return {
    name: user.name || u.name || u.username,
    username: u.username,
    orgName: user.info.sysOrg?.name ?? null,
    orgTypeLabel: orgTypeLabel(user.info.sysOrg?.type),
    roles: user.info.roles.map((r) => r.name),
    lastLoginTime: u.lastLoginTime,
  };
}

/** `null` data: nobody is signed in (the card shows its empty state). */
export function useData(): WidgetData<WelcomeData | null> {
  const user = useSession((s) => s.user);
  return { status: 'success', data: user ? toWelcomeData(user) : null };
}

/** An enterprise's people: its organisation is an enterprise (type 3). */
export const isEnterpriseUser = (user: CurrentUser | null): boolean => !!user?.info.sysOrg?.type?.split(',').some((t) => t.trim() === '3');

/** One certified product as the enterprise's desk shows it. */
export interface DeskCert {
  readonly id: number;
  readonly productName: string;
  readonly certNo: string;
  readonly status: number;
  readonly expireDate: string | null;
}

export interface DeskData {
  readonly certs: readonly DeskCert[];
  readonly total: number;
}

/** How many certificates the desk lists (the rest are on 证书列表). */
export const DESK_CERTS = 5;

/** The enterprise's certificates (the server shows an enterprise only its own), when the desk is shown. */
export function useDesk(enabled: boolean): WidgetData<DeskData> {
  const q = useQuery({
    queryKey: resourceKeys.page(CERT_PREFIX, { pn: 1, size: DESK_CERTS, filters: {} }),
    queryFn: () => fetchPage(CERT_PREFIX, { pn: 1, size: DESK_CERTS, filters: {} }),
    enabled,
    select: (page): DeskData => ({
      total: page.totalElements,
      certs: page.content.map((r) => ({
        id: Number(r.id),
        productName: String(r.productName ?? ''),
        certNo: String(r.certNo ?? ''),
        status: Number(r.status),
        expireDate: typeof r.expireDate === 'string' ? r.expireDate : null,
      })),
    }),
  });
  return fromQuery(q);
}
