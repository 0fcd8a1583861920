import { useQuery } from '@tanstack/react-query';
import { contestStateLabels } from '@hz/contract/common/states';
import { type ContestDetail, contestInfoOptions } from '../../../contests/api/contest-info.ts';
import { boothLine, ContentStateTag, ReviewFacts, ReviewHtml } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';

function Detail({ d, columns }: { d: ContestDetail; columns: number }) {
  return (
    <>
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '比稿标题', children: d.title, span: columns },
          { key: 'checked', label: '审核状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'status', label: '比稿状态', children: contestStateLabels[d.status] },
          { key: 'orders', label: '比稿编号', children: d.orders },
          {
            key: 'sizes',
            label: '展位',
            children: boothLine(d, `${d.sizes} ㎡`),
          },
          { key: 'style', label: '设计风格', children: d.style },
          { key: 'prize', label: '奖金（已托管）', children: `${d.prize} 元` },
          {
            key: 'winners',
            label: '获奖名额',
            children: `${d.winners} 名（${d.split.map((p) => `${p}%`).join(' / ')}）`,
          },
          { key: 'days', label: '征稿 / 评选', children: `${d.edays} 天 / ${d.sdays} 天` },
          {
            key: 'rules',
            label: '规则',
            children: [
              d.guarantee ? '担保' : '不担保',
              d.blind ? '暗标' : '明标',
              d.finals ? `入围${d.finals}名` : '无入围',
            ].join(' · '),
          },
          { key: 'show', label: '展会日期', children: `${d.sdate} 至 ${d.edate}` },
          { key: 'types', label: '交付物', children: d.types.join('、'), span: columns },
          { key: 'tips', label: '补充说明', children: d.tips || '—', span: columns },
          {
            key: 'attach',
            label: '参考文件',
            span: columns,
            children: d.attach.length
              ? d.attach.map((f, i) => (
                  <a key={f.id} href={f.url} target="_blank" rel="noreferrer" style={{ marginRight: 12 }}>
                    {f.name || `文件${i + 1}`}
                  </a>
                ))
              : '—',
          },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <ReviewHtml title="需求描述" html={d.conts} />
    </>
  );
}

/** Design contests in the console's content review: approval opens entries (issue 30). */
export const contestReview: ReviewedKind<ContestDetail> = {
  what: '悬赏比稿',
  noun: '比稿',
  useInfo: (id) => useQuery({ ...contestInfoOptions(id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」的需求与奖金规则合规？通过后立即开始征稿（${d.edays}天）。`,
  rejectExtra: '原因会通过站内消息告知发布方；发布方可关闭比稿全额退回奖金',
  rejectPlaceholder: '如：需求描述中含有联系方式，请删除后重新提交（2–200字）',
  Detail,
};
