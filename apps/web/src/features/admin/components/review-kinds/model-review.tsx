import { useQuery } from '@tanstack/react-query';
import { modelStateLabels } from '@hz/contract/common/states';
import { LazyModelViewer } from '../../../../components/model-viewer/lazy-model-viewer.tsx';
import { type ModelDetail, modelInfoOptions } from '../../../models/api/model-info.ts';
import { ContentStateTag, ReviewFacts, ReviewPictures } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';
import { formatFileSize, formatYuan } from '../../../../lib/format.ts';

const sizeText = formatFileSize;

function Detail({ d, columns }: { d: ModelDetail; columns: number }) {
  const dims = d.dims ? `${d.dims.x.toFixed(2)} × ${d.dims.y.toFixed(2)} × ${d.dims.z.toFixed(2)} 米` : '—';
  return (
    <>
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '模型名称', children: d.title, span: columns },
          { key: 'checked', label: '审核状态', children: <ContentStateTag checked={d.checked} /> },
          {
            key: 'state',
            label: '文件处理',
            children: d.failReason
              ? `${modelStateLabels[d.state]}：${d.failReason}`
              : modelStateLabels[d.state],
          },
          { key: 'category', label: '分类', children: d.category },
          { key: 'format', label: '格式', children: `${d.format.toUpperCase()} · ${sizeText(d.size)}` },
          { key: 'dims', label: '尺寸', children: dims },
          { key: 'licence', label: '授权', children: d.licence },
          { key: 'price', label: '价格', children: d.price === 0 ? '免费' : `¥${formatYuan(d.price)}` },
          { key: 'author', label: '作者', children: d.author },
          { key: 'tags', label: '标签', children: d.tags.length ? d.tags.join('、') : '—', span: columns },
          {
            key: 'preview',
            label: '模型文件',
            span: columns,
            children: d.preview ? (
              <LazyModelViewer src={d.preview} poster={d.cover} title={d.title} dims={d.dims} />
            ) : (
              '没有在线预览（格式不能在浏览器中显示、文件过大或尚未处理完），请核对封面与描述'
            ),
          },
          { key: 'description', label: '描述', children: d.description || '—', span: columns },
          { key: 'time', label: '提交时间', children: d.dates },
        ]}
      />
      <ReviewPictures title="封面" images={d.cover ? [{ id: 'cover', url: d.cover, thumb: d.cover }] : []} />
    </>
  );
}

/** 3D models in the console's content review, with the viewer in the drawer. */
export const modelReview: ReviewedKind<ModelDetail> = {
  what: '3D模型',
  noun: '模型',
  useInfo: (id) => useQuery({ ...modelInfoOptions(id), staleTime: 0 }),
  confirmText: (d) => `确认「${d.title}」的文件、封面与描述合规，在模型库公开？`,
  rejectExtra: '原因会通过站内消息告知作者，并显示在其模型管理中',
  rejectPlaceholder: '如：封面与模型内容不符，请更换后重新提交（2–200字）',
  Detail,
};
