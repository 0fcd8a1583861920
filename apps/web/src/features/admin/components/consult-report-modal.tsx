import { reportResultNames } from '@hz/contract/consult';
import { App, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { useHandleConsultReport } from '../api/consult-report-handle.ts';
import type { ConsultReport } from '../api/consult-reports.ts';

type Values = { result: 'warned' | 'dismissed'; note: string };

/** A member named in a report, linked to their console page. */
export function ReportMember({ m }: { m: { cardno: string; name: string } }) {
  return (
    <span>
      <Link to={href(paths.adminMemberInfo.path, { cardno: m.cardno })}>{m.name}</Link>
      <span className="admin-muted admin-nowrap"> {m.cardno}</span>
    </span>
  );
}

/** The reported thread's latest messages, as written (operators read them unmasked). */
function ReportMessages({ r }: { r: ConsultReport }) {
  if (r.messages.length === 0) return <p className="admin-muted">没有消息</p>;
  return (
    <ol className="consult-report__messages" aria-label="对话原文">
      {r.messages.map((m) => (
        <li key={m.id}>
          <strong>{m.from}</strong>
          <span className="admin-muted"> · {formatChinaTime(m.at)}</span>
          <p className="consult-report__text">
            {m.conts}
            {m.files > 0 && <span className="admin-muted">（附件{m.files}个）</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * One reported consultation: who reported whom, why, where it started and its latest messages as written;
 * an open one is handled here (核实并警告 tells the reported member why, 驳回 only closes it; the note is
 * the audit log's reason and what the reporter reads). Someone else handling it meanwhile
 * (`state_conflict`) closes with a notice.
 */
export function ConsultReportModal({
  item,
  open,
  onClose,
}: {
  item: ConsultReport | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const handle = useHandleConsultReport();
  const pending = item?.result === '';

  const onFinish = (v: Values) => {
    if (!item) return;
    handle.mutate(
      { id: item.id, result: v.result, note: v.note.trim() },
      {
        onSuccess: () => {
          message.success(
            v.result === 'warned' ? '已处理，已警告被举报人并通知举报人' : '已驳回并通知举报人',
          );
          onClose();
        },
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'state_conflict') {
            message.warning('该举报已被其他运营人员处理，列表已刷新');
            onClose();
          } else if (!applyServerErrors(form, err, ['result', 'note'])) reportError(err);
        },
      },
    );
  };

  return (
    <Modal
      open={open && item !== undefined}
      title="咨询举报"
      okText="提交处理结果"
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
        <>
          <Descriptions
            className="admin-modal__alert"
            column={1}
            size="small"
            bordered
            items={[
              { key: 'at', label: '举报时间', children: formatChinaTime(item.at) },
              { key: 'reporter', label: '举报人', children: <ReportMember m={item.reporter} /> },
              { key: 'reported', label: '被举报人', children: <ReportMember m={item.reported} /> },
              { key: 'reason', label: '理由', children: <div className="admin-reason">{item.reason}</div> },
              ...(item.context
                ? [
                    {
                      key: 'context',
                      label: '咨询来源',
                      children: (
                        <Link to={item.context.link} target="_blank" rel="noreferrer">
                          {item.context.title}
                        </Link>
                      ),
                    },
                  ]
                : []),
              ...(pending
                ? []
                : [
                    {
                      key: 'result',
                      label: '处理结果',
                      children: item.result ? reportResultNames[item.result] : '',
                    },
                    {
                      key: 'note',
                      label: '处理说明',
                      children: <div className="admin-reason">{item.note}</div>,
                    },
                    {
                      key: 'handler',
                      label: '处理人',
                      children: `${item.handler} · ${formatChinaTime(item.handledAt)}`,
                    },
                  ]),
            ]}
          />
          <h3 className="consult-report__heading">对话原文（最近20条）</h3>
          <ReportMessages r={item} />
        </>
      )}
      {pending && (
        <>
          <Form.Item name="result" label="处理结果" rules={[{ required: true, message: '请选择处理结果' }]}>
            <Radio.Group
              options={[
                { value: 'warned', label: '核实违规，警告被举报人' },
                { value: 'dismissed', label: '未发现违规，驳回' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="note"
            label="处理说明"
            extra="记入审计日志，并通过站内消息告知举报人；警告时也发给被举报人"
            rules={[
              { required: true, whitespace: true, message: '请写明处理说明' },
              {
                validator: (_, v: string | undefined) => {
                  const n = (v ?? '').trim().length;
                  if (n > 0 && n < 2) return Promise.reject(new Error('处理说明至少2个字'));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder="如：对方在对话中发布广告与联系方式"
            />
          </Form.Item>
        </>
      )}
    </Modal>
  );
}
