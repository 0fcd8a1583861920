import { type KeyboardEvent, useRef } from 'react';

/*
 * The message centre's two switches as plain markup and CSS (messages.css): antd's Segmented (with its
 * Tooltip and Trigger code) and Tabs (with rc-tabs, rc-menu and its overflow Dropdown, ~22 KiB gzipped and
 * ~34 KB of inline rules on a server-rendered page, and a measuring ink bar while hydrating) for two and
 * three choices that each only change the URL.
 */

/** One choice of a switch: its value and its label (with a count). */
export interface SwitchOption<V extends string> {
  value: V;
  label: string;
}

/** A switch's props: its accessible name, the chosen value, the choices and what a choice does. */
interface SwitchProps<V extends string> {
  label: string;
  value: V;
  options: readonly SwitchOption<V>[];
  onChange: (value: V) => void;
}

/** 通知 | 咨询: a pair of radio buttons drawn as a segmented control (the arrow keys move between them). */
export function BoxSwitch<V extends string>({ label, value, options, onChange }: SwitchProps<V>) {
  return (
    <div className="message-boxes" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className={`message-boxes__item${o.value === value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            className="message-boxes__input"
            name="message-box"
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span className="message-boxes__label">{o.label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * 全部 | 未读 | 已读: a row of tabs (WAI-ARIA tabs with automatic activation: the arrow keys, Home and End
 * choose a tab; only the chosen one is in the Tab order).
 */
export function TabRow<V extends string>({ label, value, options, onChange }: SwitchProps<V>) {
  const row = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const o = options[(index + options.length) % options.length];
    if (!o) return;
    onChange(o.value);
    row.current?.querySelector<HTMLButtonElement>(`[data-value="${o.value}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = options.findIndex((o) => o.value === value);
    const to =
      e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? options.length - 1
              : undefined;
    if (to === undefined) return;
    e.preventDefault();
    choose(to);
  };
  return (
    <div ref={row} className="message-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((o) => {
        const selected = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            role="tab"
            data-value={o.value}
            className={`message-tabs__tab${selected ? ' is-selected' : ''}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(o.value);
            }}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
