import { CmtState, cmtStateLabels } from '@hz/contract/common/states';
import { Card, Empty, Segmented, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CMT_PAGE_SIZE, useCmtList } from '../api/review-list.ts';
import { ReviewCard } from '../components/review-card.tsx';
import '../reviews.css';

type Tab = 'given' | 'received';
const states = [CmtState.pending, CmtState.published] as const;

function readParams(p: URLSearchParams) {
  const tab: Tab = p.get('tab') === 'received' ? 'received' : 'given';
  const s = p.get('state');
  const state = states.find((x) => x === s);
  const n = Number(p.get('page'));
  return { tab, state, page: Number.isInteger(n) && n > 1 ? n : 1 };
}

/** `/personCenter/evaluateList`: the reviews I gave (待发布 ones editable) and those I received (published). */
export default function EvaluateListPage() {
  const [params, setParams] = useSearchParams();
  const { tab, state, page } = readParams(params);
  const list = useCmtList({ tab, state, page, pageSize: CMT_PAGE_SIZE });
  const go = (next: { tab?: Tab; state?: CmtState | undefined; page?: number }) => {
    const v = { tab, state, page: 1, ...next };
    const q = new URLSearchParams();
    if (v.tab !== 'given') q.set('tab', v.tab);
    if (v.state) q.set('state', v.state);
    if (v.page > 1) q.set('page', String(v.page));
    setParams(q);
  };
  const data = list.data;

  return (
    <div className="pc-page">
      <PageHeader title="我的评价">
        设计任务完成后双方互评；评价在双方都提交或完成14天后一起公开，公开前可以修改。
      </PageHeader>
      <Card className="pc-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => go({ tab: k as Tab, state: undefined })}
          items={[
            { key: 'given', label: '我给出的评价' },
            { key: 'received', label: '我收到的评价' },
          ]}
        />
        {tab === 'given' && (
          <div className="review-filters">
            <Segmented
              aria-label="评价状态"
              value={state ?? 'all'}
              onChange={(v) => go({ state: v === 'all' ? undefined : (v as CmtState) })}
              options={[
                { value: 'all', label: '全部' },
                ...states.map((s) => ({ value: s, label: cmtStateLabels[s] })),
              ]}
            />
          </div>
        )}
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !data ? (
          <LoadFailed title="评价加载失败" onRetry={() => list.refetch()} />
        ) : data.listItem.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              tab === 'given'
                ? '暂无评价。设计任务完成后，可在任务详情中评价对方。'
                : '暂无公开的评价。对方的评价在双方都评价或完成14天后公开。'
            }
          />
        ) : (
          <>
            <ul className="review-list" aria-label="评价列表" aria-busy={list.isPlaceholderData}>
              {data.listItem.map((r) => (
                <li key={r.id}>
                  <ReviewCard r={r} />
                </li>
              ))}
            </ul>
            <ListPager
              page={page}
              pageSize={CMT_PAGE_SIZE}
              total={data.total}
              onChange={(p) => go({ page: p })}
            />
          </>
        )}
      </Card>
    </div>
  );
}
