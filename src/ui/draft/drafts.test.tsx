import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '@/domain/resource';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import type { DraftControl } from './control';
import { DraftFormDialog, type DraftSave } from './DraftFormDialog';
import { DRAFT_TEXT } from './DraftNotice';
import { clearDraft, hasDraft, readDraft, writeDraft } from './drafts';

const note = defineResource({ name: 'note', title: '记录', fields: { id: { label: '编号', type: 'int', readOnly: true }, content: { label: '内容', type: 'string', required: true, max: 20 } } });

beforeEach(() => {
  stubBrowserApis();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('drafts kept on the device', () => {
  it('are stored by form and record, read back and cleared', () => {
    writeDraft('jd-site:non:12:new', { clause: '5.3' });
    expect(readDraft('jd-site:non:12:new')).toEqual({ clause: '5.3' });
    expect([hasDraft('jd-site:non:12:new'), hasDraft('jd-site:non:12:7')]).toEqual([true, false]);
    clearDraft('jd-site:non:12:new');
    expect(readDraft('jd-site:non:12:new')).toBeNull();
  });

  it('cost nothing when the storage refuses (full, private window) or holds something else', () => {
    localStorage.setItem('zp-draft:broken', '{not json');
    expect(readDraft('broken')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('k', { a: 1 })).not.toThrow();
    expect(readDraft('k')).toBeNull();
  });
});

/** A save the test decides: queued (as offline) until `release`, then done. */
const server = { calls: [] as DraftSave[], release: () => undefined as void };
function useControl(): DraftControl<DraftSave> {
  const [queued, setQueued] = useState(false);
  return {
    run: (s) => {
      server.calls.push(s);
      setQueued(true);
      return new Promise((resolve) => {
        server.release = () => {
          setQueued(false);
          resolve(s);
        };
      });
    },
    pending: queued,
    error: null,
    reset: () => undefined,
    queued,
  };
}

describe('the draft form dialog', () => {
  it('keeps what is typed, says a save waits offline, and clears the draft once saved', async () => {
    const closed = vi.fn();
    function Harness({ online }: { online: boolean }) {
      return <DraftFormDialog open def={note} title="新增记录" record={null} fixed={{ onSiteId: 4 }} draftKey="t:note:4:new" online={online} save={useControl()} onClose={closed} />;
    }
    const user = userEvent.setup();
    const view = render(
      <ConfigProvider {...portalConfig} theme={{ token: { motion: false } }}>
        <App>
          <Harness online={false} />
        </App>
      </ConfigProvider>,
    );
    expect(screen.getByText(DRAFT_TEXT.offline)).toBeInTheDocument();
    await user.type(screen.getByLabelText('内容'), '首次会议');
    expect(readDraft('t:note:4:new')).toEqual({ content: '首次会议' });
    await user.click(screen.getByText(/保\s*存/, { selector: 'button span' }));
    expect(await screen.findByText(DRAFT_TEXT.queued)).toBeInTheDocument();
    expect(server.calls).toEqual([{ id: null, body: { content: '首次会议', onSiteId: 4 } }]);
    // Cancelling while the save waits keeps the draft: it is what a reload would restore.
    expect(readDraft('t:note:4:new')).not.toBeNull();
    await act(async () => server.release());
    expect(closed).toHaveBeenCalledWith(true);
    expect(readDraft('t:note:4:new')).toBeNull();
    view.unmount();
  });
});
