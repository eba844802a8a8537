/** Users as POST /api/sysuser/page returns them, for stories and tests. */
import type { Page } from '@/api/http';
import type { Row } from '@/api/resource';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋'];

export function users(n: number, total = n): Page<Row> {
  const content = Array.from({ length: n }, (_, i) => ({
    id: 1000 - i,
    username: i === 0 ? 'admin' : `user${String(i).padStart(3, '0')}`,
    name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 3) % GIVEN.length]}`,
    sex: i % 2 ? '2' : '1',
    email: i % 3 ? `user${i}@zp-demo.cn` : null,
    mobile: `139${String(10000000 + i * 7919).slice(0, 8)}`,
    orgId: 1 + (i % 5),
    status: 0,
    disabled: i % 7 === 3,
    roleCodes: i === 0 ? 'R_SYS_ADMIN' : 'R_ORG_USER',
    lastLoginTime: i % 4 ? `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T09:30:00` : null,
    createTime: `2026-0${1 + (i % 9)}-15T08:00:00`,
  }));
  return { content, totalElements: total, number: 0, size: Math.max(n, 1), totalPages: Math.ceil(total / Math.max(n, 1)) };
}
