import { FeedbackState } from '@hz/contract/common/states';
import { feedbackKindNames } from '@hz/contract/contact';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useHandleFeedback } from '../api/feedback-handle.ts';
import type { FeedbackItem } from '../api/feedback-list.ts';

/** Who sent it: the member (linked to their console page) or 游客. */
export function FeedbackSender({ f }: { f: FeedbackItem }) {
  return f.cardno ? (
    <Link to={href(paths.adminMemberInfo.path, { cardno: f.cardno })}>{f.memberName || f.cardno}</Link>
  ) : (
    <span className="admin-muted">游客</span>
  );
}

/**
 * One piece of feedback: what was sent, by whom, where to reply; a pending one is marked handled with a
 * required note (2–500 字, the audit log's reason and, for a member, the message they get); a handled one
 * shows the note. Someone else handling it meanwhile (`state_conflict`) closes with a notice.
 */
export function FeedbackModal({
  item,
  open,
  onClose,
}: {
  item: FeedbackItem | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const { message } = App.useApp();
  const handle = useHandleFeedback();
  const pending = item?.state === FeedbackState.pending;

  const onFinish = ({ note }: { note: string }) => {
    if (!item) return;
    handle.mutate(
      { id: item.id, note: note.trim() },
      {
        onSuccess: () => {
          message.success('已标记为已处理');
          onClose();
        },
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'state_conflict') {
            message.warning('该反馈已被其他运营人员处理，列表已刷新');
            onClose();
          } else if (!applyServerErrors(form, err, ['note'])) reportError(err);
        },
      },
    );
  };

  return (
    <Modal
      open={open && item !== undefined}
      title={item ? `${feedbackKindNames[item.kind]}反馈` : '意见反馈'}
      okText="标记已处理"
      cancelText={pending ? '取消' : '关闭'}
      okButtonProps={{ loading: handle.isPending, htmlType: 'submit', hidden: !pending }}
      onCancel={() => !handle.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      {item && (
        <Descriptions
          className="admin-modal__alert admin-feedback__facts"
          column={1}
          size="small"
          bordered
          items={[
            { key: 'time', label: '提交时间', children: `${item.dates} ${item.times}` },
            { key: 'sender', label: '提交人', children: <FeedbackSender f={item} /> },
            { key: 'contact', label: '联系方式', children: item.contact },
            {
              key: 'content',
              label: '反馈内容',
              children: <div className="admin-reason admin-feedback__content">{item.content}</div>,
            },
            ...(pending
              ? []
              : [
                  {
                    key: 'note',
                    label: '处理说明',
                    children: <div className="admin-reason">{item.note}</div>,
                  },
                  { key: 'handler', label: '处理人', children: `${item.handlerName} · ${item.handled}` },
                ]),
          ]}
        />
      )}
      {pending && (
        <Form.Item
          name="note"
          label="处理说明"
          extra={
            item?.cardno
              ? '说明会记入审计日志，并通过站内消息告知该会员'
              : '说明会记入审计日志；请通过对方留下的联系方式回复'
          }
          rules={[
            { required: true, whitespace: true, message: '请填写处理说明' },
            {
              validator: (_, v: string | undefined) => {
                const n = (v ?? '').trim().length;
                if (n > 0 && n < 2) return Promise.reject(new Error('处理说明至少2个字'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="如：已电话回复，问题已解决" />
        </Form.Item>
      )}
    </Modal>
  );
}
