import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvalMeetingAgendaRow, EvalMeetingDecision } from '@/api/evalMeeting';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import type { CurrentUser } from '@/domain/account';
import { EVAL_STATUS } from '@/domain/codes';
import { EVAL_MEETING_PATHS } from '@/domain/resources/evaluation';
import { useSession } from '@/stores/session';
import { userOf } from '@/stores/testing/users';
import { portalConfig } from '@/ui/theme';
import { row } from '@/ui/test/harness';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { DECIDED, MEETING_ID, REFUSAL, WAITING } from './fixtures';
import manifest, { evalMeetingDecideProps } from './index';
import { changedDecisions, decidable, groupAgenda, isManagementUser, needsRemark } from './meeting';
import EvalMeetingDecideWidget from './Widget';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

const MANAGER = userOf(1, '1', 'R_MNG_USER');
const UNIT_ADMIN = userOf(2, '2', 'R_UNIT_ADMIN');

/** The server of one meeting: the agenda as GET answers it; decide changes it as the real call does. */
function serve(start: EvalMeetingAgendaRow[], refuse?: string) {
  let rows = start;
  http.get.mockImplementation(async (url: string, params: { id: number }) => {
    if (url === EVAL_MEETING_PATHS.decisions && params.id === MEETING_ID) return rows;
    throw new ApiCallError(404, '评审会不存在或无权访问', 'body');
  });
  http.post.mockImplementation(async (url: string, body: { meetingId: number; items: EvalMeetingDecision[] }) => {
    if (url !== EVAL_MEETING_PATHS.decide) throw new Error(`unexpected POST ${url}`);
    if (refuse) throw new ApiCallError(400, refuse, 'body');
    rows = rows.map((r) => {
      const d = body.items.find((i) => i.evalId === r.evalId && i.productId === r.productId);
      return d ? { ...r, pass: d.pass, remark: d.remark ?? null } : r;
    });
    return { meetingId: body.meetingId, decided: body.items.length };
  });
}

function mount(user: CurrentUser | null, vars: Record<string, unknown> = { meetingId: MEETING_ID }) {
  useSession.setState({ user });
  return render(
    <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <EvalMeetingDecideWidget config={evalMeetingDecideProps.parse({})} vars={vars} setVar={() => {}} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}


beforeEach(() => stubBrowserApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
  useSession.setState({ user: null });
});

describe('the eval-meeting-decide manifest', () => {
  it('reads the meeting id from a layout variable, `meetingId` by default', () => {
    expect(manifest.type).toBe('eval-meeting-decide');
    expect(manifest.defaults()).toEqual({ idVar: 'meetingId' });
    expect(manifest.resolve({ version: 1, props: { idVar: '1x' } }).ok).toBe(false);
  });
});

describe('the rules the page follows', () => {
  it('groups the agenda by application in the server’s order', () => {
    const groups = groupAgenda(WAITING);
    expect(groups.map((g) => [g.code, g.rows.map((r) => r.productId)])).toEqual([
      ['PJ20260031', [101, 102]],
      ['PJ20260032', [201]],
    ]);
  });

  it('lets management decide only while an application waits for the meeting', () => {
    expect([isManagementUser(MANAGER), isManagementUser(UNIT_ADMIN), isManagementUser(null), isManagementUser(userOf(2, '2', 'R_SYS_ADMIN'))]).toEqual([true, false, false, true]);
    expect([decidable(true, EVAL_STATUS.waitMeeting), decidable(true, EVAL_STATUS.decidePass), decidable(false, EVAL_STATUS.waitMeeting)]).toEqual([true, false, false]);
  });

  it('sends only the chosen decisions that changed, remarks trimmed, and asks a reason for 不通过', () => {
    expect(changedDecisions(WAITING, { '31-101': { remark: '好' } })).toEqual([]);
    expect(changedDecisions(DECIDED, { '31-101': { pass: 1, remark: ' 各项指标符合圳品标准 ' } })).toEqual([]);
    expect(changedDecisions(WAITING, { '31-102': { pass: 0, remark: ' 不达标 ' }, '32-201': { pass: 1 } })).toEqual([
      { evalId: 31, productId: 102, pass: 0, remark: '不达标' },
      { evalId: 32, productId: 201, pass: 1, remark: null },
    ]);
    expect([needsRemark({ pass: 0, remark: ' ' }), needsRemark({ pass: 0, remark: '不达标' }), needsRemark({ pass: 1, remark: '' })]).toEqual([true, false, false]);
  });
});

describe('the meeting decisions', { timeout: 30_000 }, () => {
  it('says so when no meeting is chosen, and asks the server nothing', async () => {
    mount(MANAGER, {});
    expect(await screen.findByText('请先选择一个评审会')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('says so when the meeting is not there or not the user’s', async () => {
    serve(WAITING);
    mount(UNIT_ADMIN, { meetingId: 99 });
    expect(await screen.findByText('评审会不存在或无权访问')).toBeInTheDocument();
  });

  it('management decides and saves the changed products; the agenda is asked again', async () => {
    serve(WAITING);
    const user = userEvent.setup();
    mount(MANAGER);
    await screen.findByTestId('meeting-application-31');
    await user.click(within(row('31-102')).getByLabelText('不通过'));
    const save = screen.getByRole('button', { name: '保存决定' });
    expect(save).toBeDisabled();
    await user.type(within(row('31-102')).getByLabelText('鹏城富硒大米 说明'), '硒含量不达标');
    await user.click(save);
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(EVAL_MEETING_PATHS.decide, { meetingId: MEETING_ID, items: [{ evalId: 31, productId: 102, pass: 0, remark: '硒含量不达标' }] }, undefined, { silent: true }));
    await waitFor(() => expect(screen.getByTestId('meeting-application-31')).toHaveTextContent('已决定 1/2 个产品'));
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal in the server’s words', async () => {
    serve(WAITING, REFUSAL);
    const user = userEvent.setup();
    mount(MANAGER);
    await screen.findByTestId('meeting-application-32');
    await user.click(within(row('32-201')).getByLabelText('通过'));
    await user.click(screen.getByRole('button', { name: '保存决定' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
  });

  it('an institution reads the decisions, nothing to change', async () => {
    serve(DECIDED);
    mount(UNIT_ADMIN);
    await screen.findByTestId('meeting-application-31');
    expect(within(row('31-102')).getByText('抽样检测硒含量不达标')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存决定' })).toBeNull();
  });
});
