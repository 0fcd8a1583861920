import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LaterPart } from '../../../components/later-part.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useDelMsg } from '../api/del-msg.ts';
import { useEditMsg } from '../api/edit-msg.ts';
import { MESSAGE_PAGE_SIZE, type MessageTab, messageTabs, useMessageList } from '../api/get-list.ts';
import { consultListsKey } from '../api/consult-keys.ts';
import { CONSULT_LIST_PAGE_SIZE, useConsultList } from '../api/consult-list.ts';
import { onConsultEvent, useUnreadCount } from '../api/unread-count.ts';
import { ConsultList } from '../components/consult-list.tsx';
import { MessageRow } from '../components/message-row.tsx';
import { BoxSwitch, TabRow } from '../components/message-switches.tsx';
import '../messages.css';

// parts that only some visits show, each loaded on its own (decision 067): one consultation's thread (its
// compose box with the upload field, the report dialog) and the pager of a list longer than a page
const ConsultThread = lazyPart(() => import('../components/consult-thread.tsx'), 'ConsultThread');
const MessagePager = lazyPart(() => import('../components/message-pager.tsx'), 'MessagePager');

/** The pager's place while its code loads (a page the browser renders itself): the pager's height. */
const pagerPlace = <div className="message-pagination message-pagination--loading" aria-hidden="true" />;

const tabNames: Record<MessageTab, string> = { all: '全部', unread: '未读', read: '已读' };
const emptyTexts: Record<MessageTab, string> = {
  all: '暂无消息',
  unread: '没有未读消息',
  read: '没有已读消息',
};

function readParams(params: URLSearchParams): { tab: MessageTab; page: number } {
  const t = params.get('tab');
  const tab = (messageTabs as readonly string[]).includes(t ?? '') ? (t as MessageTab) : 'all';
  const p = Number(params.get('page'));
  const page = Number.isInteger(p) && p > 1 ? p : 1;
  return { tab, page };
}

const tabLabel = (tab: MessageTab, count: number | undefined) =>
  count === undefined ? tabNames[tab] : `${tabNames[tab]}（${count}）`;

function ListSkeleton() {
  return (
    <div
      className="message-list message-list--loading"
      role="status"
      aria-busy="true"
      aria-label="正在加载消息"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="message-row message-row--skeleton">
          <Skeleton active avatar={{ shape: 'circle', size: 36 }} title paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

/** The notices: all / unread / read, with read marks and deletion. */
function NoticeBox() {
  const { message, modal } = App.useApp();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { tab, page } = readParams(params);

  const list = useMessageList({ tab, page });
  // the number of all messages for the tab labels; the "all" tab's own answer has it already
  const summary = useMessageList({ tab: 'all', page: 1, pageSize: 1 }, { enabled: tab !== 'all' });
  const liveUnread = useUnreadCount();
  const edit = useEditMsg();
  const del = useDelMsg();

  const data = list.data;
  const items = data?.listItem ?? [];
  const total = tab === 'all' ? data?.total : summary.data?.total;
  const unread = data || summary.data ? liveUnread : undefined;
  const counts: Record<MessageTab, number | undefined> = {
    all: total,
    unread,
    read: total !== undefined && unread !== undefined ? Math.max(total - unread, 0) : undefined,
  };

  // the selection belongs to the page of the list it was made on
  const scope = `${tab}:${page}`;
  const [selection, setSelection] = useState<{ scope: string; ids: number[] }>({ scope, ids: [] });
  const selected =
    selection.scope === scope ? selection.ids.filter((id) => items.some((m) => m.id === id)) : [];
  const select = (ids: number[]) => setSelection({ scope, ids });

  const go = (next: { tab?: MessageTab; page?: number }) => {
    const t = next.tab ?? tab;
    const p = next.page ?? (next.tab ? 1 : page);
    const q = new URLSearchParams(params);
    if (t === 'all') q.delete('tab');
    else q.set('tab', t);
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    setParams(q);
  };

  // a page that emptied (its messages deleted or read elsewhere): show the last page that has some
  const lastPage = data ? Math.max(1, Math.ceil(data.total / MESSAGE_PAGE_SIZE)) : 1;
  const stranded = !!data && !list.isPlaceholderData && items.length === 0 && page > lastPage;
  useEffect(() => {
    if (!stranded) return;
    const q = new URLSearchParams(params);
    if (lastPage > 1) q.set('page', String(lastPage));
    else q.delete('page');
    setParams(q, { replace: true });
  }, [stranded, lastPage, params, setParams]);

  const markRead = (ids: number[], read: boolean) => edit.mutate({ ids, read });
  const markAllRead = () =>
    edit.mutate({ all: true, read: true }, { onSuccess: () => message.success('已全部标为已读') });
  const remove = (ids: number[]) =>
    del.mutateAsync({ ids }).then(
      (r) => {
        message.success(r.changed > 1 ? `已删除${r.changed}条消息` : '消息已删除');
        select([]);
      },
      () => undefined,
    );
  // a deletion cannot be undone: asked first, in the app's confirmation dialog (opened on demand; a
  // Popconfirm per row brought the popover's code and rules to the page's first render)
  const confirmRemove = (ids: number[]) =>
    modal.confirm({
      title: ids.length > 1 ? `确定删除选中的${ids.length}条消息？` : '确定删除这条消息？',
      content: '删除后不可恢复',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => remove(ids),
    });

  const rowBusy = (id: number) =>
    (edit.isPending && edit.variables && 'ids' in edit.variables && edit.variables.ids.includes(id)) ||
    (del.isPending && del.variables.ids.includes(id));

  const allChecked = items.length > 0 && selected.length === items.length;
  const toolbar = (
    <div className="message-toolbar">
      <Checkbox
        checked={allChecked}
        indeterminate={selected.length > 0 && !allChecked}
        disabled={items.length === 0}
        onChange={(e) => select(e.target.checked ? items.map((m) => m.id) : [])}
      >
        全选本页
      </Checkbox>
      <div className="message-toolbar__actions">
        <Button
          icon={<CheckOutlined aria-hidden />}
          disabled={liveUnread === 0}
          loading={edit.isPending && !!edit.variables && 'all' in edit.variables}
          onClick={markAllRead}
        >
          全部标为已读
        </Button>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={selected.length === 0}
          onClick={() => confirmRemove(selected)}
        >
          {selected.length > 0 ? `删除已选（${selected.length}）` : '删除已选'}
        </Button>
      </div>
    </div>
  );

  let body: ReactNode;
  if (!data && list.isError) {
    body = <LoadFailed title="消息加载失败" onRetry={() => list.refetch()} />;
  } else if (!data || stranded) {
    body = <ListSkeleton />;
  } else if (items.length === 0) {
    body = (
      <Empty className="message-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyTexts[tab]} />
    );
  } else {
    body = (
      <ul
        className="message-list"
        aria-label="消息列表"
        aria-busy={list.isPlaceholderData && list.isFetching ? true : undefined}
      >
        {items.map((m) => (
          <MessageRow
            key={m.id}
            item={m}
            selected={selected.includes(m.id)}
            busy={!!rowBusy(m.id)}
            onSelect={(on) => select(on ? [...selected, m.id] : selected.filter((id) => id !== m.id))}
            onMarkRead={(read) => markRead([m.id], read)}
            onDelete={() => confirmRemove([m.id])}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="message-panel" aria-label="消息">
      <TabRow
        label="消息筛选"
        value={tab}
        onChange={(t) => go({ tab: t })}
        options={messageTabs.map((t) => ({ value: t, label: tabLabel(t, counts[t]) }))}
      />
      {toolbar}
      {body}
      {data && data.total > MESSAGE_PAGE_SIZE && (
        <LaterPart fallback={pagerPlace}>
          <MessagePager
            current={page}
            pageSize={MESSAGE_PAGE_SIZE}
            total={data.total}
            simple={isMobile}
            showTotal={!isMobile}
            onChange={(p) => go({ page: p })}
          />
        </LaterPart>
      )}
    </section>
  );
}

/** The consultations: the member's threads, or one of them (`id`). */
function ConsultBox({ id }: { id: number | null }) {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const p = Number(params.get('page'));
  const page = Number.isInteger(p) && p > 1 ? p : 1;
  const client = useQueryClient();
  const list = useConsultList(page);
  // a thread changed (a message, a block): the list's order, lines and unread marks
  useEffect(
    () => onConsultEvent(() => void client.invalidateQueries({ queryKey: consultListsKey })),
    [client],
  );

  if (id)
    return (
      <div className="message-panel">
        <LaterPart fallback={<ListSkeleton />}>
          <ConsultThread key={id} id={id} />
        </LaterPart>
      </div>
    );
  const data = list.data;
  let body: ReactNode;
  if (!data && list.isError) body = <LoadFailed title="咨询加载失败" onRetry={() => list.refetch()} />;
  else if (!data) body = <ListSkeleton />;
  else if (data.listItem.length === 0)
    body = (
      <Empty
        className="message-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="还没有咨询。在设计师、工厂的主页或作品、服务页点击“咨询”即可提问。"
      />
    );
  else body = <ConsultList items={data.listItem} />;
  return (
    <section className="message-panel" aria-label="咨询">
      {body}
      {data && data.total > CONSULT_LIST_PAGE_SIZE && (
        <LaterPart fallback={pagerPlace}>
          <MessagePager
            current={page}
            pageSize={CONSULT_LIST_PAGE_SIZE}
            total={data.total}
            simple={isMobile}
            showTotal={false}
            onChange={(n) => {
              const q = new URLSearchParams(params);
              if (n > 1) q.set('page', String(n));
              else q.delete('page');
              setParams(q);
            }}
          />
        </LaterPart>
      )}
    </section>
  );
}

/** `/message`: the member's notices (通知) and consultations (咨询, decision 051). */
export default function MessagePage() {
  const [params, setParams] = useSearchParams();
  const box = params.get('box') === 'consult' ? 'consult' : 'notice';
  const id = Number(params.get('id'));
  const liveUnread = useUnreadCount();
  const threads = useConsultList(1);
  const unreadThreads = threads.data?.unread ?? 0;
  return (
    <div className="container narrow message-page">
      <PageHeader title="消息中心">平台通知和咨询对话都在这里</PageHeader>
      <BoxSwitch
        label="消息类别"
        value={box}
        onChange={(v) => setParams(v === 'consult' ? { box: 'consult' } : {})}
        options={[
          { value: 'notice', label: liveUnread > 0 ? `通知（${liveUnread}）` : '通知' },
          { value: 'consult', label: unreadThreads > 0 ? `咨询（${unreadThreads}）` : '咨询' },
        ]}
      />
      {box === 'consult' ? <ConsultBox id={Number.isInteger(id) && id > 0 ? id : null} /> : <NoticeBox />}
    </div>
  );
}
