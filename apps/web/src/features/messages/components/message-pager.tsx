import { Pagination } from 'antd';

/**
 * The pager of the message centre's lists, a part of its own (loaded only when a list has more than one
 * page): antd's Pagination brings its Select's code (~30 KiB gzipped), which most members' message centre
 * never shows.
 */
export function MessagePager({
  current,
  pageSize,
  total,
  simple,
  showTotal,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  simple: boolean;
  showTotal: boolean;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      className="message-pagination"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      simple={simple}
      showTotal={showTotal ? (t) => `共 ${t} 条` : undefined}
      onChange={onChange}
    />
  );
}
