import type { ReactNode } from 'react';
import { clsx as cx } from 'clsx';
import { ANT } from './antd-markup.ts';
import { useBadgeStyle } from './antd-style-hooks.ts';

/**
 * antd's Badge with a count as markup (components/antd-markup.ts): the same elements and classes, and
 * antd's badge style hook. Nothing at 0, the count's digits, `99+` above `overflowCount`. Without antd's rolling
 * digits (the theme turns motion off anyway, decision 032), dots, status and colours.
 */
export function LiteBadge({
  count,
  overflowCount = 99,
  size,
  className,
  children,
}: {
  count: number;
  overflowCount?: number;
  size?: 'small';
  className?: string;
  children?: ReactNode;
}) {
  const [hash, cssVar] = useBadgeStyle(`${ANT}-badge`);
  const shown = count > overflowCount ? `${overflowCount}+` : String(count);
  return (
    <span className={cx('ant-badge', className, hash, cssVar)}>
      {children}
      {count > 0 && (
        <sup
          data-show="true"
          className={cx(
            'ant-scroll-number ant-badge-count',
            size === 'small' && 'ant-badge-count-sm',
            shown.length > 1 && 'ant-badge-multiple-words',
          )}
          title={String(count)}
        >
          {count > overflowCount ? (
            shown
          ) : (
            <bdi>
              {[...shown].map((digit, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
                <span key={i} className="ant-scroll-number-only" style={{ transition: 'none' }}>
                  <span className="ant-scroll-number-only-unit current">{digit}</span>
                </span>
              ))}
            </bdi>
          )}
        </sup>
      )}
    </span>
  );
}
