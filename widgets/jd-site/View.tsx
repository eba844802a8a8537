/**
 * 现场监督 of a supervision task (pure): the task's code and status above five tabs — 监督组与文书
 * (the team, 监督任务书 and 不符合项报告), 现场计划 (a visit per place: ./Visits.tsx), 现场记录
 * (./Records.tsx), 文件审核 and 监督材料 (./Review.tsx). Made for a phone as much as a desk: cards
 * instead of tables, fields one under the other, buttons a thumb can hit, nothing wider than the
 * screen. What the user may do comes in as `abilities` (src/domain/jdSite.ts, the server's rules);
 * forms keep their drafts on the device, and while offline the page says so.
 */
import { CloudDownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { beijingMinute } from '@/domain/beijingTime';
import { codeLabel } from '@/domain/codes';
import { NO_JD_SITE_ABILITIES, type JdSiteAbilities } from '@/domain/jdSite';
import { JD_TEAM_FIELDS } from '@/domain/workflows/jdTask';
import { toneOf } from '@/domain/workflows';
import { sizeLabel, SYNC_TEXT } from '@/domain/sync';
import type { UploadType } from '@/domain/upload';
import { DraftFormDialog } from '@/ui/draft/DraftFormDialog';
import { EmptyState } from '@/ui/EmptyState';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { NO_LOOKUPS, ResourceLookupsProvider, type ResourceLookups } from '@/ui/resource/lookups';
import { RecordStateBody } from '@/ui/record/RecordStateBody';
import { WidgetBody } from '@/ui/WidgetFrame/WidgetBody';
import { DocButton, TOUCH } from './parts';
import { RecordsTab } from './Records';
import { MaterialsTab, ReviewTab } from './Review';
import { draftKeys, firstTab, SITE_TEXT, type JdSiteActions, type JdSiteData, type JdSiteState, type JdSiteTab } from './site';
import { VisitsTab } from './Visits';

export const OFFLINE_TEXT = '当前离线：可以继续查看和填写，保存的内容会暂存在本机，联网后自动提交';

export interface JdSiteViewProps {
  readonly state: JdSiteState;
  readonly abilities: JdSiteAbilities;
  readonly actions: JdSiteActions;
  readonly online: boolean;
  /** Uploads one file as the given type group (photos, videos, documents). */
  readonly upload: (file: File, type: UploadType) => Promise<UploadedFile>;
  /** File names and uploads of the forms' file fields (evidence photos, attachments). */
  readonly lookups?: ResourceLookups;
}

type TabKey = JdSiteTab;

function TeamTab({ data, abilities, actions, online }: { data: JdSiteData; abilities: JdSiteAbilities; actions: JdSiteActions; online: boolean }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const site = data.site;
  return (
    <Flex vertical gap={8} data-testid="jd-site-team">
      <Card size="small" title={SITE_TEXT.team} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 4 } }}>
        <Flex gap={8} wrap>
          <Typography.Text type="secondary">{SITE_TEXT.leader}：</Typography.Text>
          <Typography.Text data-testid="jd-site-leader">{site.leaderName || '—'}</Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <Typography.Text type="secondary">{SITE_TEXT.members}：</Typography.Text>
          <Typography.Text style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>{site.memberNames || '—'}</Typography.Text>
        </Flex>
        {abilities.team && (
          <Button type="primary" style={{ ...TOUCH, alignSelf: 'flex-start', marginTop: 4 }} onClick={() => setEditing(true)}>
            {SITE_TEXT.editTeam}
          </Button>
        )}
      </Card>
      <Card size="small" title={SITE_TEXT.docs} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
        <DocButton label={SITE_TEXT.taskBook} control={actions.taskBook} input={undefined} file={site.taskBook ?? null} readOnly={!abilities.taskBook} testId="jd-site-task-book" />
        <DocButton label={SITE_TEXT.nonComBook} control={actions.nonComBook} input={undefined} file={site.nonComBook ?? null} readOnly={!abilities.findings} testId="jd-site-non-com-book" />
      </Card>
      {editing && (
        <DraftFormDialog
          open
          def={JD_TEAM_FIELDS}
          title={SITE_TEXT.editTeam}
          record={{ id: site.id, leaderName: site.leaderName, memberNames: site.memberNames }}
          draftKey={draftKeys.team(site.id)}
          online={online}
          save={actions.team}
          onClose={(saved) => {
            if (saved) void message.success(SITE_TEXT.teamSaved);
            setEditing(false);
          }}
        />
      )}
    </Flex>
  );
}

function SiteBody({ data, abilities, actions, online, upload }: Omit<JdSiteViewProps, 'state' | 'lookups'> & { data: JdSiteData }) {
  // The tab the unit works in now; a reader after the visits starts with what was found (./site.ts firstTab).
  const [tab, setTab] = useState<TabKey>(() => firstTab(abilities, Number(data.task.status)));
  return (
    <Flex vertical gap={8} data-testid="jd-site" style={{ minWidth: 0 }}>
      <Flex align="center" wrap gap={8}>
        <Typography.Text strong>{data.task.code}</Typography.Text>
        <Tag color={toneOf('jdTaskStatus', data.task.status)} style={{ marginInlineEnd: 0 }} data-testid="jd-site-status">
          {codeLabel('jdTaskStatus', data.task.status) || String(data.task.status)}
        </Tag>
        {data.task.orgName && <Typography.Text type="secondary">{data.task.orgName}</Typography.Text>}
      </Flex>
      {data.kept && (
        <Typography.Text type="secondary" data-testid="jd-site-kept">
          <CloudDownloadOutlined /> {SYNC_TEXT.kept(beijingMinute(data.kept.fetchedAt), data.kept.bytes === null ? null : sizeLabel(data.kept.bytes))}
        </Typography.Text>
      )}
      {!online && <Alert type="warning" showIcon role="status" title={OFFLINE_TEXT} />}
      <Tabs
        className="no-drag"
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        items={[
          { key: 'team', label: SITE_TEXT.tabs.team, children: <TeamTab data={data} abilities={abilities} actions={actions} online={online} /> },
          { key: 'visits', label: SITE_TEXT.tabs.visits, children: <VisitsTab data={data} abilities={abilities} actions={actions} online={online} upload={upload} /> },
          {
            key: 'records',
            label: SITE_TEXT.tabs.records,
            children: (
              <WidgetBody state={data.records} rows={6}>
                {(records) => <RecordsTab data={data} records={records} abilities={abilities} actions={actions} online={online} />}
              </WidgetBody>
            ),
          },
          {
            key: 'review',
            label: SITE_TEXT.tabs.review,
            children: (
              <WidgetBody state={data.review} rows={6}>
                {(review) => <ReviewTab data={data} review={review} abilities={abilities} actions={actions} online={online} upload={upload} />}
              </WidgetBody>
            ),
          },
          {
            key: 'materials',
            label: SITE_TEXT.tabs.materials,
            children: (
              <WidgetBody state={data.materials} rows={6}>
                {(materials) => <MaterialsTab data={data} materials={materials} abilities={abilities} actions={actions} upload={upload} />}
              </WidgetBody>
            ),
          },
        ]}
      />
    </Flex>
  );
}

export function JdSiteView({ state, abilities = NO_JD_SITE_ABILITIES, lookups = NO_LOOKUPS, ...rest }: JdSiteViewProps) {
  if (state.status === 'notStarted')
    return (
      <EmptyState image="simple" description={`${state.code}（${codeLabel('jdTaskStatus', state.taskStatus)}）：${SITE_TEXT.notStarted}`} style={{ padding: '48px 0' }} />
    );
  return (
    <ResourceLookupsProvider value={lookups}>
      <RecordStateBody state={state} text={SITE_TEXT} rows={8}>
        {(data) => <SiteBody key={data.task.id} data={data} abilities={abilities} {...rest} />}
      </RecordStateBody>
    </ResourceLookupsProvider>
  );
}
