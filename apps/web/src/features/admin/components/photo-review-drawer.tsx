import { openSideNames } from '@hz/contract/gallery';
import { Alert, App, Button, Descriptions, Drawer, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useContentReview } from '../api/content-review.ts';
import { usePictureInfo } from '../api/picture-info.ts';
import { RejectReasonModal } from './reject-reason-modal.tsx';

const states: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};

const dateSpan = (s: string, e: string) => (s && e && s !== e ? `${s} 至 ${e}` : s || e);

/** The review of one booth photo (kind `photo`): the image large, its booth facts and exhibition. */
export function PhotoReviewDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const isMobile = useIsMobile();
  const info = usePictureInfo(id);
  const review = useContentReview();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const d = info.data;

  const approve = () => {
    if (!d) return;
    modal.confirm({
      title: '通过展台照片',
      content: `确认「${d.title}」是该展会的展台实拍、内容合规，公开展示？`,
      okText: '确认通过',
      cancelText: '取消',
      onOk: () =>
        review
          .mutateAsync({ kind: 'photo', id: d.id, pass: true })
          .then(() => {
            message.success('已通过');
            onClose();
          })
          .catch((err: unknown) => {
            if (isBizError(err) && err.errCode === 'state_conflict') {
              message.warning('该照片已被处理，列表已刷新');
              onClose();
            } else reportError(err);
          }),
    });
  };

  const state = d ? (states[d.checked] ?? states[0]) : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title="展台照片审核"
      size={isMobile ? '100%' : 760}
      destroyOnHidden
      footer={
        d?.checked === 0 ? (
          <Space className="auth-review__actions">
            <Button type="primary" onClick={approve} loading={review.isPending && !rejecting}>
              通过
            </Button>
            <Button danger onClick={() => setRejecting(true)}>
              驳回
            </Button>
          </Space>
        ) : null
      }
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !d ? (
        <Result
          status="warning"
          title="照片加载失败"
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" onClick={() => info.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          {d.checked === 2 && d.reason && (
            <Alert
              className="auth-review__reason auth-review__reason--top"
              type="error"
              showIcon
              title="驳回原因"
              description={d.reason}
            />
          )}
          <a href={d.url} target="_blank" rel="noreferrer" title="在新窗口查看原图">
            <img className="content-review__cover" style={{ maxWidth: '100%' }} src={d.url} alt="展台照片" />
          </a>
          <Descriptions
            className="content-review__section"
            column={isMobile ? 1 : 2}
            size="small"
            bordered
            items={[
              { key: 'title', label: '标题', children: d.title, span: isMobile ? 1 : 2 },
              { key: 'checked', label: '状态', children: <Tag color={state?.color}>{state?.text}</Tag> },
              { key: 'cardno', label: '上传者', children: d.cardno },
              {
                key: 'expo',
                label: '所属展会',
                span: isMobile ? 1 : 2,
                children: (
                  <a href={d.exhibition.link} target="_blank" rel="noreferrer">
                    {d.exhibition.title}
                  </a>
                ),
              },
              {
                key: 'expoWhen',
                label: '展会城市与日期',
                span: isMobile ? 1 : 2,
                children: `${d.exhibition.city} · ${dateSpan(d.exhibition.sdate, d.exhibition.edate)}`,
              },
              { key: 'areas', label: '展台面积', children: `${d.areas} ㎡` },
              { key: 'style', label: '展台风格', children: d.style },
              { key: 'sides', label: '开口方式', children: openSideNames[d.openSides] ?? '' },
              { key: 'dates', label: '提交日期', children: d.dates },
            ]}
          />
          <RejectReasonModal
            open={rejecting}
            title="驳回展台照片"
            extra="原因会通过站内消息告知上传者，并显示在其我的上传中"
            placeholder="如：照片模糊或并非展台实拍，请重新上传清晰的现场照片（2–200字）"
            conflictText="该照片已被处理，列表已刷新"
            pending={review.isPending}
            reject={(reason) => review.mutateAsync({ kind: 'photo', id: d.id, pass: false, reason })}
            onClose={() => setRejecting(false)}
            onDone={() => {
              setRejecting(false);
              onClose();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
