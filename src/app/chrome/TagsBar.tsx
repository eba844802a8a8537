/**
 * The tags bar (screens document §2 "Layout", "Tab history"): one tag per visited view, the
 * current one highlighted, a close button on every tag but the affixed ones, and a right-click
 * menu: 刷新, 关闭, 关闭其他, 关闭右侧, 全部关闭. Presentational: the container (TagsView)
 * connects it to the tabs store and the router.
 */
import { useEffect, useRef } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { TabView } from '@/stores/tabs';

export const TAG_ACTIONS = {
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  closeAll: '全部关闭',
} as const;
export type TagAction = keyof typeof TAG_ACTIONS;

export interface TagsBarProps {
  tabs: readonly TabView[];
  activeKey: string | null;
  onSelect(key: string): void;
  onAction(action: TagAction, key: string): void;
}

function contextItems(tabs: readonly TabView[], at: number): MenuProps['items'] {
  const tab = tabs[at];
  const closableRight = tabs.slice(at + 1).some((t) => !t.affix);
  const closableOthers = tabs.some((t, i) => i !== at && !t.affix);
  return [
    { key: 'refresh', label: TAG_ACTIONS.refresh },
    { key: 'close', label: TAG_ACTIONS.close, disabled: !!tab.affix },
    { key: 'closeOthers', label: TAG_ACTIONS.closeOthers, disabled: !closableOthers },
    { key: 'closeRight', label: TAG_ACTIONS.closeRight, disabled: !closableRight },
    { key: 'closeAll', label: TAG_ACTIONS.closeAll },
  ];
}

export function TagsBar({ tabs, activeKey, onSelect, onAction }: TagsBarProps) {
  const activeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  return (
    <nav className="zp-tags" aria-label="已打开的页面">
      <div className="zp-tags-scroll" role="tablist">
        {tabs.map((tab, i) => {
          const active = tab.key === activeKey;
          return (
            <Dropdown
              key={tab.key}
              trigger={['contextMenu']}
              menu={{ items: contextItems(tabs, i), onClick: ({ key, domEvent }) => (domEvent.stopPropagation(), onAction(key as TagAction, tab.key)) }}
            >
              <div
                ref={active ? activeRef : undefined}
                role="tab"
                tabIndex={0}
                aria-selected={active}
                aria-label={tab.title}
                className={active ? 'zp-tag zp-tag-active' : 'zp-tag'}
                title={tab.title}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') onSelect(tab.key);
                }}
              >
                {active && <span className="zp-tag-dot" aria-hidden />}
                <span className="zp-tag-title">{tab.title}</span>
                {!tab.affix && (
                  <button
                    type="button"
                    className="zp-tag-close"
                    aria-label={`${TAG_ACTIONS.close} ${tab.title}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      onAction('close', tab.key);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
    </nav>
  );
}
