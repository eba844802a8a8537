/**
 * The tags bar (screens document §2 "Layout", "Tab history"): one tag per visited view, the
 * current one highlighted, a close button on every tag but the affixed ones, and a right-click
 * menu: 刷新, 关闭, 关闭其他, 关闭右侧, 全部关闭. Presentational: the container (TagsView)
 * connects it to the tabs store and the router.
 *
 * For assistive technology it is what it is, a list of the open pages to go back to: each tag a
 * link (the current one `aria-current="page"`), its close button beside it, so each is reached
 * and used on its own by keyboard (a control inside a control is neither).
 */
import { useEffect, useRef } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { TabView } from '@/stores/tabs';
import { TAG_ACTIONS, TAGS_LABEL, type TagAction } from './tagsText';

export { TAG_ACTIONS, TAGS_LABEL, type TagAction } from './tagsText';

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
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  return (
    <nav className="zp-tags" aria-label={TAGS_LABEL}>
      <ul className="zp-tags-scroll">
        {tabs.map((tab, i) => {
          const active = tab.key === activeKey;
          return (
            <Dropdown
              key={tab.key}
              trigger={['contextMenu']}
              menu={{ items: contextItems(tabs, i), onClick: ({ key, domEvent }) => (domEvent.stopPropagation(), onAction(key as TagAction, tab.key)) }}
            >
              <li className={active ? 'zp-tag zp-tag-active' : 'zp-tag'} title={tab.title}>
                {active && <span className="zp-tag-dot" aria-hidden />}
                <a
                  ref={active ? activeRef : undefined}
                  href={tab.key}
                  className="zp-tag-link"
                  aria-current={active ? 'page' : undefined}
                  onClick={(e) => {
                    // A plain click stays in the portal; with a modifier the browser opens the page as it would.
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    onSelect(tab.key);
                  }}
                >
                  <span className="zp-tag-title">{tab.title}</span>
                </a>
                {!tab.affix && (
                  <button type="button" className="zp-tag-close" aria-label={`${TAG_ACTIONS.close} ${tab.title}`} onClick={() => onAction('close', tab.key)}>
                    <CloseOutlined />
                  </button>
                )}
              </li>
            </Dropdown>
          );
        })}
      </ul>
    </nav>
  );
}
