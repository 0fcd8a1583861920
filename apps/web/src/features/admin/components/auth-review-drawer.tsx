import { Alert, App, Button, Descriptions, Drawer, Form, Input, Modal, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useAuthInfo } from '../api/auth-info.ts';
import { useAuthReview } from '../api/auth-review.ts';
import { VerifyTag } from './member-tags.tsx';

function RejectModal({
  id,
  open,
  onClose,
  onDone,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const review = useAuthReview();
  const { message } = App.useApp();
  const onFinish = ({ reason }: { reason: string }) =>
    review.mutate(
      { kind: 'person', id, pass: false, reason: reason.trim() },
      {
        onSuccess: () => {
          message.success('已驳回');
          onDone();
        },
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'state_conflict') {
            message.warning('该申请已被处理，列表已刷新');
            onDone();
          } else if (!applyServerErrors(form, err, ['reason'])) reportError(err);
        },
      },
    );
  return (
    <Modal
      open={open}
      title="驳回实名认证"
      okText="确认驳回"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: review.isPending, htmlType: 'submit' }}
      onCancel={() => !review.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      <Form.Item
        name="reason"
        label="驳回原因"
        extra="原因会通过站内消息告知该会员，并显示在其实名认证页"
        rules={[
          { required: true, whitespace: true, message: '请填写驳回原因' },
          {
            validator: (_, v: string | undefined) => {
              const n = (v ?? '').trim().length;
              if (n > 0 && n < 2) return Promise.reject(new Error('原因至少2个字'));
              if (n > 200) return Promise.reject(new Error('原因最多200个字'));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={200}
          showCount
          placeholder="如：证件照片模糊，请重新拍摄上传（2–200字）"
        />
      </Form.Item>
    </Modal>
  );
}

/** The review of one person verification request: name, full ID number, both images side by side. */
export function AuthReviewDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const isMobile = useIsMobile();
  const info = useAuthInfo(id);
  const review = useAuthReview();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const d = info.data;

  const approve = () => {
    if (!d) return;
    modal.confirm({
      title: '通过实名认证',
      content: `确认 ${d.name}（${d.idcard}）的证件与填写信息一致，通过实名认证？`,
      okText: '确认通过',
      cancelText: '取消',
      onOk: () =>
        review
          .mutateAsync({ kind: 'person', id: d.id, pass: true })
          .then(() => {
            message.success('已通过');
            onClose();
          })
          .catch((err: unknown) => {
            if (isBizError(err) && err.errCode === 'state_conflict') {
              message.warning('该申请已被处理，列表已刷新');
              onClose();
            } else reportError(err);
          }),
    });
  };

  const pending = d?.checked === 0;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title="实名认证审核"
      size={isMobile ? '100%' : 820}
      destroyOnHidden
      footer={
        pending ? (
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
          title="申请加载失败"
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" onClick={() => info.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          <Descriptions
            column={isMobile ? 1 : 2}
            size="small"
            bordered
            items={[
              { key: 'name', label: '姓名', children: d.name },
              {
                key: 'idcard',
                label: '身份证号',
                children: <span className="admin-idcard">{d.idcard}</span>,
              },
              { key: 'cardno', label: '会员编号', children: d.cardno },
              { key: 'mobile', label: '手机号', children: d.mobile },
              { key: 'dates', label: '提交时间', children: `${d.dates} ${d.times}` },
              { key: 'checked', label: '状态', children: <VerifyTag value={d.checked} /> },
            ]}
          />
          {d.checked === 2 && d.reason && (
            <Alert
              className="auth-review__reason"
              type="error"
              showIcon
              title="驳回原因"
              description={d.reason}
            />
          )}
          <div className="auth-images">
            <figure className="auth-images__item">
              <a href={d.cardfrt} target="_blank" rel="noreferrer">
                <img src={d.cardfrt} alt="身份证人像面" />
              </a>
              <figcaption>身份证人像面</figcaption>
            </figure>
            <figure className="auth-images__item">
              <a href={d.cardrvs} target="_blank" rel="noreferrer">
                <img src={d.cardrvs} alt="身份证国徽面" />
              </a>
              <figcaption>身份证国徽面</figcaption>
            </figure>
          </div>
          <RejectModal
            id={d.id}
            open={rejecting}
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
