import { useQuery } from '@tanstack/react-query';
import { taskStateLabels } from '@hz/contract/common/states';
import { type TaskDetail, taskInfoOptions } from '../../../tasks/api/task-info.ts';
import { boothLine, ContentStateTag, ReviewFacts, ReviewHtml } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';

function Detail({ d, columns }: { d: TaskDetail; columns: number }) {
  return (
    <>
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '任务标题', children: d.title, span: columns },
          { key: 'checked', label: '审核状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'status', label: '任务状态', children: taskStateLabels[d.status] },
          { key: 'orders', label: '任务编号', children: d.orders },
          {
            key: 'sizes',
            label: '展位',
            children: boothLine(d, `${d.sizes} ㎡`),
          },
          { key: 'style', label: '设计风格', children: d.style },
          { key: 'cost', label: '设计费', children: `${d.cost} 元` },
          { key: 'show', label: '展会日期', children: `${d.sdate} 至 ${d.edate}` },
          { key: 'deadline', label: '设计截止', children: d.deadline },
          { key: 'types', label: '交付物', children: d.types.join('、'), span: columns },
          { key: 'rounds', label: '包含修改', children: `${d.rounds} 次` },
          { key: 'tips', label: '补充说明', children: d.tips || '—', span: columns },
          {
            key: 'attach',
            label: '参考文件',
            span: columns,
            children: d.attach.length
              ? d.attach.map((f, i) => (
                  <a key={f.id} href={f.url} target="_blank" rel="noreferrer" style={{ marginRight: 12 }}>
                    文件{i + 1}
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

/** Design tasks in the console's content review. */
export const taskReview: ReviewedKind<TaskDetail> = {
  what: '设计任务',
  noun: '任务',
  useInfo: (id) => useQuery({ ...taskInfoOptions(id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」的需求描述与参考文件合规，在任务大厅公开？`,
  rejectExtra: '原因会通过站内消息告知发布者，并显示在其我的发布中',
  rejectPlaceholder: '如：需求描述中含有联系方式，请删除后重新提交（2–200字）',
  Detail,
};
