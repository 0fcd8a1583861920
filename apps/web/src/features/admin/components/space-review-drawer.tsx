import { spaceLayoutFields, spaceLayoutNames, spaceLayouts } from '@hz/contract/spaces';
import { Alert, App, Button, Descriptions, Drawer, Image, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useContentReview } from '../api/content-review.ts';
import { type SpaceReviewDetail, useSpaceInfo } from '../api/space-info.ts';
import { RejectReasonModal } from './reject-reason-modal.tsx';

const states: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '已驳回', color: 'red' },
};

const price = (d: SpaceReviewDetail) =>
  d.priceMin === 0 && d.priceMax === 0 ? '面议' : `${d.priceMin} – ${d.priceMax} 元/天`;

function Detail({ d, columns }: { d: SpaceReviewDetail; columns: number }) {
  const state = states[d.checked] ?? states[0];
  const seats = spaceLayouts
    .map((l) => `${spaceLayoutNames[l]} ${d[spaceLayoutFields[l]] || '—'}`)
    .join(' · ');
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <Descriptions
        className="content-review__section"
        column={columns}
        size="small"
        bordered
        items={[
          { key: 'title', label: '场地名称', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <Tag color={state?.color}>{state?.text}</Tag> },
          { key: 'type', label: '场地类型', children: d.venueType },
          { key: 'addr', label: '地址', children: `${d.prov}${d.city}${d.addr}`, span: columns },
          { key: 'areas', label: '面积', children: `${d.areas} ㎡` },
          { key: 'price', label: '价格', children: price(d) },
          { key: 'seats', label: '容纳人数', children: seats, span: columns },
          {
            key: 'facilities',
            label: '配套设施',
            children: d.facilities.length ? d.facilities.join('、') : '—',
            span: columns,
          },
          { key: 'contact', label: '联系方式', children: `${d.contact} ${d.phone}` },
          { key: 'cardno', label: '发布者', children: d.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <section className="content-review__section">
        <h3>场地介绍</h3>
        <div
          className="listing-detail__conts"
          // sanitised by the server with an allow-list (docs/domains/spaces.md), so rendered as HTML
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: d.conts }}
        />
      </section>
      {d.pics.length > 0 && (
        <section className="content-review__section">
          <h3>场地图片</h3>
          <div className="listing-gallery">
            <Image.PreviewGroup>
              {d.pics.map((img, i) => (
                <Image
                  key={img.id}
                  src={img.thumb || img.url}
                  preview={{ src: img.url }}
                  alt={`场地图片${i + 1}`}
                />
              ))}
            </Image.PreviewGroup>
          </div>
        </section>
      )}
    </>
  );
}

/** The review of one convention space, with approve and reject (reason required). */
export function SpaceReviewDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const isMobile = useIsMobile();
  const info = useSpaceInfo(id);
  const review = useContentReview();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const d = info.data;

  const approve = () => {
    if (!d) return;
    modal.confirm({
      title: '通过会议场地',
      content: `确认「${d.title}」的内容与图片合规，公开展示？`,
      okText: '确认通过',
      cancelText: '取消',
      onOk: () =>
        review
          .mutateAsync({ kind: 'hycd', id: d.id, pass: true })
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
      title="会议场地审核"
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
            title="驳回会议场地"
            extra="原因会通过站内消息告知发布者，并显示在其我的发布中"
            placeholder="如：场地图片与实际不符，请上传实拍图片后重新提交（2–200字）"
            conflictText="该内容已被处理，列表已刷新"
            pending={review.isPending}
            reject={(reason) => review.mutateAsync({ kind: 'hycd', id: d.id, pass: false, reason })}
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
