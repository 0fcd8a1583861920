import { Spin } from 'antd';
import './page-spinner.css';

/** Centred spinner for a screen that is loading; shown only after 200 ms to avoid a flash. */
export function PageSpinner({ description = '加载中…' }: { description?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin delay={200} description={description} size="large">
        <div className="page-spinner__box" />
      </Spin>
    </div>
  );
}
