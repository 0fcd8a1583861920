import type { ListingKind } from '@hz/contract/listings';
import { Alert, App, Button, Descriptions, Drawer, Image, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { type ContentDetail, useContentInfo } from '../api/content-info.ts';
import { useContentReview } from '../api/content-review.ts';
import { RejectReasonModal } from './reject-reason-modal.tsx';

const what: Record<ListingKind, string> = { huizhan: '展会', huiyi: '会议' };
const states: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};

function Pictures({ title, images }: { title: string; images: ContentDetail['pics'] }) {
  if (images.length === 0) return null;
  return (
    <section className="content-review__section">
      <h3>{title}</h3>
      <div className="listing-gallery">
        <Image.PreviewGroup>
          {images.map((img, i) => (
            <Image
              key={img.id}
              src={img.thumb || img.url}
              preview={{ src: img.url }}
              alt={`${title}${i + 1}`}
            />
          ))}
        </Image.PreviewGroup>
      </div>
    </section>
  );
}

function Detail({ d, columns }: { d: ContentDetail; columns: number }) {
  const state = states[d.checked] ?? states[0];
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <Descriptions
        className="content-review__section"
        column={columns}
        size="small"
        bordered
        items={[
          { key: 'title', label: '标题', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <Tag color={state?.color}>{state?.text}</Tag> },
          { key: 'industry', label: '行业', children: d.industry },
          { key: 'organiser', label: '主办单位', children: d.organiser },
          { key: 'dates', label: '日期', children: `${d.sdate} 至 ${d.edate}` },
          { key: 'inout', label: '布展 / 撤展', children: `${d.indate || '—'} / ${d.outdate || '—'}` },
          { key: 'venue', label: '场馆', children: `${d.venue} ${d.hall}`.trim() },
          { key: 'addr', label: '地址', children: `${d.prov}${d.city}${d.addr}` },
          {
            key: 'scale',
            label: '规模',
            children: `${d.areas} ㎡ · ${d.exhibitors} 家展商 · ${d.visitors} 人`,
          },
          { key: 'contact', label: '联系方式', children: `${d.contact} ${d.phone}` },
          { key: 'cardno', label: '发布者', children: d.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <section className="content-review__section">
        <h3>详细介绍</h3>
        <div
          className="listing-detail__conts"
          // sanitised by the server with an allow-list (docs/domains/listings.md), so rendered as HTML
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: d.conts }}
        />
      </section>
      <Pictures title="现场图片" images={d.pics} />
      <Pictures title="展位图" images={d.plans} />
    </>
  );
}

/** The review of one exhibition or conference, with approve and reject (reason required). */
export function ContentReviewDrawer({
  kind,
  id,
  onClose,
}: {
  kind: ListingKind;
  id: number | undefined;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const info = useContentInfo(kind, id);
  const review = useContentReview();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const d = info.data;

  const approve = () => {
    if (!d) return;
    modal.confirm({
      title: `通过${what[kind]}`,
      content: `确认「${d.title}」的内容与图片合规，公开展示？`,
      okText: '确认通过',
      cancelText: '取消',
      onOk: () =>
        review
          .mutateAsync({ kind, id: d.id, pass: true })
          .then(() => {
            message.success('已通过');
            onClose();
          })
          .catch((err: unknown) => {
            if (isBizError(err) && err.errCode === 'state_conflict') {
              message.warning('该内容已被处理，列表已刷新');
              onClose();
            } else reportError(err);
          }),
    });
  };

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={`${what[kind]}审核`}
      size={isMobile ? '100%' : 860}
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
          title="内容加载失败"
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
          <Detail d={d} columns={isMobile ? 1 : 2} />
          <RejectReasonModal
            open={rejecting}
            title={`驳回${what[kind]}`}
            extra={'原因会通过站内消息告知发布者，并显示在其我的发布中'}
            placeholder={'如：展会时间与官网不一致，请核对后重新提交（2–200字）'}
            conflictText="该内容已被处理，列表已刷新"
            pending={review.isPending}
            reject={(reason) => review.mutateAsync({ kind, id: d.id, pass: false, reason })}
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
