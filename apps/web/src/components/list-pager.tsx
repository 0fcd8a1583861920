import { Pagination } from 'antd';
import { clsx as cx } from 'clsx';
import { useIsMobile } from '../lib/use-media-query.ts';
import './list-pager.css';

/**
 * The pages of a list, shown only when there is more than one: simple on a phone (or always, with
 * `simple`), and back to the top of the screen on a change unless `keepScroll`.
 */
export function ListPager({
  className,
  centered = false,
  page,
  pageSize,
  total,
  onChange,
  simple,
  keepScroll = false,
}: {
  className?: string;
  /** Under a grid of results: centred, apart from the cards. */
  centered?: boolean;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  simple?: boolean;
  keepScroll?: boolean;
}) {
  const isMobile = useIsMobile();
  if (total <= pageSize) return null;
  return (
    <Pagination
      className={cx(centered && 'list-pager--centered', className)}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      simple={simple ?? isMobile}
      onChange={(p) => {
        onChange(p);
        if (!keepScroll) window.scrollTo({ top: 0 });
      }}
    />
  );
}
