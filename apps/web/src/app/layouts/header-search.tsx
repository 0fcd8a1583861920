import { ClockCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LiteButton } from '../../components/lite-button.tsx';
import { LiteSearch } from '../../components/lite-search.tsx';
import { href, paths } from '../../config/paths.ts';
import { clearRecentSearches, readRecentSearches } from '../../lib/recent-searches.ts';

/** The keyword of the search screens, so the box shows what the page is showing. */
function useCurrentKeyword(): string {
  const { pathname, search } = useLocation();
  if (pathname !== paths.search.path && pathname !== paths.searchMore.path) return '';
  return new URLSearchParams(search).get('keyword')?.trim() ?? '';
}

/**
 * The site-wide search box: leads to `/search/search?keyword=`. Focused, it shows the visitor's recent
 * searches (kept in this browser by the search screens, lib/recent-searches.ts) with 清空.
 */
export function HeaderSearch({
  className,
  autoFocus,
  onDone,
}: {
  className?: string;
  autoFocus?: boolean;
  /** Called after a search starts or a recent one is picked (the phone overlay closes). */
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const current = useCurrentKeyword();
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const wrap = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const showPanel = open && recent.length > 0;

  const close = () => setOpen(false);
  const search = (value: string) => {
    const keyword = value.trim();
    if (!keyword) return;
    close();
    navigate(href(paths.search.path, { keyword }));
    onDone?.();
  };

  return (
    <search
      ref={wrap}
      className={`header-search${className ? ` ${className}` : ''}`}
      onFocus={() => {
        setRecent(readRecentSearches());
        setOpen(true);
      }}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <LiteSearch
        key={current}
        ref={input}
        defaultValue={current}
        autoFocus={autoFocus}
        placeholder="搜索展会、会议、场地、设计师、工厂"
        aria-label="搜索"
        // a box that opens a panel (the recent searches) is a combobox: a plain search box may not say
        // whether something is expanded (axe-core's aria-allowed-attr)
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={showPanel ? panelId : undefined}
        autoComplete="off"
        allowClear
        enterButton={<SearchOutlined aria-label="搜索" />}
        maxLength={50}
        onSearch={search}
      />
      {showPanel && (
        <section id={panelId} className="header-search__panel" aria-label="最近搜索">
          <div className="header-search__head">
            <span>最近搜索</span>
            <button
              type="button"
              className="text-btn header-search__clear"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
                input.current?.focus();
              }}
            >
              清空
            </button>
          </div>
          <ul className="header-search__list">
            {recent.map((k) => (
              <li key={k}>
                <Link
                  to={href(paths.search.path, { keyword: k })}
                  className="header-search__item"
                  onClick={() => {
                    close();
                    onDone?.();
                  }}
                >
                  <ClockCircleOutlined className="header-search__icon" aria-hidden />
                  {k}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </search>
  );
}

/** Phones: a search icon in the header that opens the box across the full width of the header. */
export function HeaderSearchToggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-icon header-search__toggle"
        aria-label="打开搜索"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SearchOutlined className="header-icon__glyph" aria-hidden />
      </button>
      {open && (
        <div className="header-search__overlay">
          <HeaderSearch autoFocus className="header-search--overlay" onDone={() => setOpen(false)} />
          <LiteButton type="text" onClick={() => setOpen(false)}>
            取消
          </LiteButton>
        </div>
      )}
    </>
  );
}
