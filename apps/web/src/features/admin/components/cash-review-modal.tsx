import { cashAccountTypes } from '@hz/contract/values/wallet';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatYuan } from '../../../lib/format.ts';
import type { AdminCashItem } from '../api/cash-list.ts';
import { useCashReview } from '../api/cash-review.ts';
import { ReasonPresets, rejectPresets } from './reject-reasons.tsx';

export type CashDecision = 'pay' | 'reject';

interface Values {
  ref?: string;
  reason?: string;
}

const copy: Record<CashDecision, { title: string; ok: string; done: string }> = {
  pay: { title: '标记已打款', ok: '确认已打款', done: '已标记为已打款' },
  reject: { title: '驳回提现', ok: '确认驳回', done: '已驳回，金额已退回会员余额' },
};

/** The whole account, as the operator transfers to it: 支付宝 / 银行卡, bank, number, holder. */
export function CashAccount({ c }: { c: AdminCashItem }) {
  return (
    <span className="cash-account">
      <span>
        {cashAccountTypes[c.type]}
        {c.type === 'bank' && c.bank ? ` · ${c.bank}` : ''}
      </span>
      <span className="admin-idcard">{c.no}</span>
      <span className="admin-muted">户名：{c.holder}</span>
    </span>
  );
}

/**
 * Confirms one decision on a withdrawal: marking it paid needs the transfer reference, rejecting it a
 * reason (the coins go back to the member). The summary above the field is what the operator confirms.
 */
export function CashReviewModal({
  open,
  item,
  decision,
  onClose,
}: {
  open: boolean;
  item: AdminCashItem | undefined;
  decision: CashDecision;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const review = useCashReview();
  const { message } = App.useApp();
  const c = copy[decision];
  const pay = decision === 'pay';

  const onFinish = (v: Values) => {
    if (!item) return;
    review.mutate(
      pay
        ? { id: item.id, pass: true, ref: (v.ref ?? '').trim() }
        : { id: item.id, pass: false, reason: (v.reason ?? '').trim() },
      {
        onSuccess: () => {
          message.success(c.done);
          onClose();
        },
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'state_conflict') {
            message.warning('该申请已被处理');
            onClose();
          } else if (!applyServerErrors(form, err, ['ref', 'reason'])) reportError(err);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={c.title}
      okText={c.ok}
      cancelText="取消"
      okButtonProps={{ danger: !pay, loading: review.isPending, htmlType: 'submit' }}
      onCancel={() => !review.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      {item && (
        <Descriptions
          className="cash-review__summary"
          size="small"
          column={1}
          bordered
          items={[
            { key: 'cardno', label: '会员编号', children: `${item.cardno}（${item.mobile}）` },
            { key: 'amount', label: '提现金额', children: <strong>¥{formatYuan(item.amount)}</strong> },
            { key: 'account', label: '收款账户', children: <CashAccount c={item} /> },
            { key: 'orders', label: '申请单号', children: item.orders },
          ]}
        />
      )}
      {pay ? (
        <Form.Item
          name="ref"
          label="打款流水号"
          extra="请先在支付宝或网银完成转账，再填写转账的流水号或交易号；会员会在提现记录中看到"
          rules={[
            { required: true, whitespace: true, message: '请填写打款流水号' },
            {
              validator: (_, v: string | undefined) => {
                const n = (v ?? '').trim().length;
                if (n > 0 && n < 4) return Promise.reject(new Error('流水号至少4位'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={64} placeholder="如：2026030122001411230500012345" autoComplete="off" />
        </Form.Item>
      ) : (
        <>
          <ReasonPresets
            presets={rejectPresets.cash}
            onPick={(r) => form.setFields([{ name: 'reason', value: r, errors: [] }])}
          />
          <Form.Item
            name="reason"
            label="驳回原因"
            extra="驳回后提现金额全额退回会员的可用余额，原因会通过站内消息告知会员"
            rules={[
              { required: true, whitespace: true, message: '请填写驳回原因' },
              {
                validator: (_, v: string | undefined) => {
                  const n = (v ?? '').trim().length;
                  if (n > 0 && n < 2) return Promise.reject(new Error('原因至少2个字'));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder="如：收款账户户名与认证姓名不一致（2–200字）"
            />
          </Form.Item>
        </>
      )}
    </Modal>
  );
}
