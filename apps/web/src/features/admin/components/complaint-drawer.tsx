import { ComplaintState } from '@hz/contract/common/states';
import {
  type ComplaintOutcome as Outcome,
  complaintKindNames,
  complaintOutcomeNames,
} from '@hz/contract/complaints';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import {
  ComplaintEvidence,
  ComplaintOutcome,
  ComplaintRecord,
} from '../../../components/complaint-record.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { formatChinaTime, formatYuan } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useComplainInfo } from '../../complaints/api/complain-info.ts';
import { useComplaintDecide } from '../api/complaint-decide.ts';
import { useComplaintEvidence } from '../api/complaint-evidence.ts';

type Decision = { outcome: Outcome; percent?: number; reason: string };

/**
 * One complaint in the console: both statements with their files, the deal's evidence (the two sides'
 * conversation, the deliveries, the timeline: `Admin/complaintEvidence`), and for an open one when it
 * may be decided (decision 047) and the decision form (release, refund, or split with the provider's
 * percentage, and a reason), sent after a confirmation that spells out where the money goes.
 */
export function ComplaintDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const isMobile = useIsMobile();
  const { modal, message } = App.useApp();
  const info = useComplainInfo(id);
  const evidence = useComplaintEvidence(id);
  const decide = useComplaintDecide();
  const [form] = Form.useForm<Decision>();
  const outcome = Form.useWatch('outcome', form);
  const percent = Form.useWatch('percent', form);
  const [conflict, setConflict] = useState<string | null>(null);
  const c = info.data;

  const preview = (v: Decision) => {
    if (!c) return '';
    if (v.outcome === 'release')
      return `托管费用 ¥${formatYuan(c.amount)} 将支付给${c.providerName}（扣除平台服务费）。`;
    if (v.outcome === 'refund')
      return `托管费用 ¥${formatYuan(c.amount)} 将全额退回客户，已交付的设计不归客户所有。`;
    const share = Math.floor(c.amount * (v.percent ?? 0)) / 100;
    return `${c.providerName}得 ${v.percent}%（¥${formatYuan(share)}，扣除平台服务费），客户退回 ¥${formatYuan(c.amount - share)}。`;
  };

  const submit = (v: Decision) => {
    if (!c) return;
    modal.confirm({
      title: `确认裁决：${complaintOutcomeNames[v.outcome]}`,
      content: `${preview(v)}裁决后资金立即结算，不可撤销。`,
      okText: '确认裁决',
      cancelText: '取消',
      onOk: () =>
        decide
          .mutateAsync({
            id: c.id,
            outcome: v.outcome,
            percent: v.outcome === 'split' ? v.percent : undefined,
            reason: v.reason.trim(),
          })
          .then(() => {
            message.success('已裁决，资金已结算');
            form.resetFields();
          })
          .catch((err: unknown) => {
            if (isBizError(err) && err.errCode === 'state_conflict') {
              setConflict(err.errMsg);
              void info.refetch();
            } else if (isBizError(err) && err.errCode === 'invalid_params' && Object.keys(err.fields).length)
              form.setFields(
                Object.entries(err.fields).map(([name, msg]) => ({ name: name as 'reason', errors: [msg] })),
              );
            else reportError(err);
          }),
    });
  };

  return (
    <Drawer
      open={id !== undefined}
      onClose={() => {
        setConflict(null);
        form.resetFields();
        onClose();
      }}
      title={c ? `投诉处理：${c.title}` : '投诉处理'}
      size={isMobile ? '100%' : 860}
      destroyOnHidden
    >
      {info.isPending ? (
        <Skeleton active />
      ) : !c ? (
        <LoadFailed title="投诉加载失败" onRetry={() => info.refetch()} />
      ) : (
        <div className="admin-complaint">
          <p className="admin-muted">
            {complaintKindNames[c.kind]} {c.orders} · 客户 {c.client.name} · {c.providerName}{' '}
            {c.provider.name}
          </p>
          {conflict && <Alert type="warning" showIcon title={conflict} className="admin-card" />}
          <ComplaintOutcome c={c} />
          <ComplaintRecord c={c} />
          <section aria-label="交易证据" className="admin-complaint__evidence">
            <h3>交易证据</h3>
            {evidence.isPending ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : !evidence.data ? (
              <LoadFailed title="交易证据加载失败" onRetry={() => evidence.refetch()} />
            ) : (
              <ComplaintEvidence c={c} e={evidence.data} />
            )}
          </section>
          {c.status === ComplaintState.open && (
            <section aria-label="裁决" className="admin-complaint__decide">
              <h3>裁决</h3>
              {c.canDecide ? (
                <Alert
                  type="success"
                  showIcon
                  className="admin-card"
                  title={c.windowOpen ? '双方都已结束陈述，可以裁决' : '陈述期已结束，可以裁决'}
                />
              ) : (
                <Alert
                  type="info"
                  showIcon
                  className="admin-card"
                  data-testid="decide-wait"
                  title={`${formatChinaTime(c.closes)} 后可以裁决`}
                  description={`双方可补充陈述至 ${formatChinaTime(c.closes)}（客户${c.done.client ? '已结束陈述' : '尚未结束陈述'}，${c.providerName}${c.done.provider ? '已结束陈述' : '尚未结束陈述'}）；双方都提交最终陈述或放弃补充陈述后也可提前裁决。`}
                />
              )}
              <Form<Decision>
                form={form}
                layout="vertical"
                onFinish={submit}
                requiredMark={false}
                initialValues={{ outcome: 'split', percent: 50 }}
              >
                <Form.Item
                  name="outcome"
                  label="裁决结果"
                  rules={[{ required: true, message: '请选择裁决结果' }]}
                >
                  <Radio.Group>
                    <Space orientation={isMobile ? 'vertical' : 'horizontal'} wrap>
                      <Radio value="release">支付给{c.providerName}</Radio>
                      <Radio value="refund">全额退款给客户</Radio>
                      <Radio value="split">按比例分配</Radio>
                    </Space>
                  </Radio.Group>
                </Form.Item>
                {outcome === 'split' && (
                  <Form.Item
                    name="percent"
                    label={`${c.providerName}应得比例（%）`}
                    rules={[
                      { required: true, message: '请填写服务方应得的比例' },
                      {
                        validator: (_, v: number | null) =>
                          v === null || v === undefined || (Number.isInteger(v) && v >= 1 && v <= 99)
                            ? Promise.resolve()
                            : Promise.reject(new Error('按比例分配的比例应为1–99的整数')),
                      },
                    ]}
                    extra={percent ? preview({ outcome: 'split', percent, reason: '' }) : undefined}
                  >
                    <InputNumber
                      min={1}
                      max={99}
                      precision={0}
                      step={5}
                      aria-label={`${c.providerName}应得比例`}
                    />
                  </Form.Item>
                )}
                <Form.Item
                  name="reason"
                  label="裁决理由（双方可见）"
                  rules={[
                    { required: true, whitespace: true, message: '请填写裁决理由' },
                    { min: 5, message: '裁决理由至少5个字' },
                    { max: 500, message: '裁决理由最多500个字' },
                  ]}
                >
                  <Input.TextArea rows={3} maxLength={500} showCount />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={decide.isPending} disabled={!c.canDecide}>
                  提交裁决
                </Button>
              </Form>
            </section>
          )}
        </div>
      )}
    </Drawer>
  );
}
