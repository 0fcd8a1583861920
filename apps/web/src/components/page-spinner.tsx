import { useEffect, useState } from 'react';
import { clsx as cx } from 'clsx';
import { ANT } from './antd-markup.ts';
import { useSpinStyle } from './antd-style-hooks.ts';
import './page-spinner.css';

/** How long a load may take before the spinner shows: a quick one shows no flash. */
const DELAY_MS = 200;

/**
 * Centred spinner for a screen that is loading; shown only after 200 ms to avoid a flash. antd's large
 * Spin around a placeholder box as markup (components/antd-markup.ts): every screen's loading state, so
 * antd's Spin is kept out of the first load of every page.
 */
export function PageSpinner({ description = '加载中…' }: { description?: string }) {
  const [hash, cssVar] = useSpinStyle(`${ANT}-spin`);
  // not spinning at first, on the server too (antd's Spin with a delay): the server's render matches
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpinning(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <div
        className={cx('ant-spin ant-spin-lg', spinning && 'ant-spin-spinning', hash, cssVar)}
        aria-live="polite"
        aria-busy={spinning}
      >
        {spinning && (
          <div className="ant-spin-section">
            <span className="ant-spin-dot-holder">
              <span className="ant-spin-dot ant-spin-dot-spin">
                <i className="ant-spin-dot-item" />
                <i className="ant-spin-dot-item" />
                <i className="ant-spin-dot-item" />
                <i className="ant-spin-dot-item" />
              </span>
            </span>
            <div className="ant-spin-description">{description}</div>
          </div>
        )}
        <div className="ant-spin-container">
          <div className="page-spinner__box" />
        </div>
      </div>
    </div>
  );
}
