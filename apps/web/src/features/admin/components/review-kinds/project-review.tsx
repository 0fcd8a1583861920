import { useQuery } from '@tanstack/react-query';
import { projectStateLabels } from '@hz/contract/common/states';
import { FileLinks } from '../../../../components/file-links.tsx';
import { type ProjectDetail, projectInfoOptions } from '../../../projects/api/project-info.ts';
import { ContentStateTag, ReviewFacts, ReviewHtml } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';

/** The project's files by name, type and size (a picture previewed in place), or — for none. */
function fileLinks(list: ProjectDetail['picture'], word: string) {
  return list.length ? <FileLinks files={list} label={word} /> : '—';
}

function Detail({ d, columns }: { d: ProjectDetail; columns: number }) {
  return (
    <>
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '项目标题', children: d.title, span: columns },
          { key: 'checked', label: '审核状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'status', label: '项目状态', children: projectStateLabels[d.status] },
          { key: 'orders', label: '项目编号', children: d.orders },
          { key: 'show', label: '展会', children: `${d.showname} ${d.hall} ${d.booth}`.trim() },
          {
            key: 'size',
            label: '展位',
            children: `${d.length} × ${d.width} × ${d.height} 米（${d.areas} ㎡）· ${d.opens}面开口 · ${d.layer === 2 ? '双层' : '单层'}`,
            span: columns,
          },
          { key: 'place', label: '地址', children: `${d.prov}${d.city}${d.strt}${d.addr}`, span: columns },
          {
            key: 'dates',
            label: '日期',
            children: `报馆截止 ${d.bgdate} · 进场 ${d.indate} · 展期 ${d.sdate} 至 ${d.edate} · 撤展 ${d.outdate}`,
            span: columns,
          },
          { key: 'coins', label: '预算', children: `${d.coins} 元` },
          { key: 'peoples', label: '施工人数', children: d.peoples || '—' },
          { key: 'picture', label: '效果图', span: columns, children: fileLinks(d.picture, '效果图') },
          { key: 'workpic', label: '施工图', span: columns, children: fileLinks(d.workpic, '施工图') },
          { key: 'attach', label: '附件', span: columns, children: fileLinks(d.attach, '附件') },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <ReviewHtml title="项目说明" html={d.conts} />
    </>
  );
}

/** Build projects in the console's content review. */
export const projectReview: ReviewedKind<ProjectDetail> = {
  what: '搭建项目',
  noun: '项目',
  useInfo: (id) => useQuery({ ...projectInfoOptions(id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」的项目说明与附件合规，在项目大厅公开？`,
  rejectExtra: '原因会通过站内消息告知发布者，并显示在其我的发布中',
  rejectPlaceholder: '如：项目说明中含有联系方式，请删除后重新提交（2–200字）',
  Detail,
};
