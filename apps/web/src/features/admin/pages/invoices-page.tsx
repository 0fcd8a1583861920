import { invoiceKinds, type InvoiceState, invoiceSources, invoiceStates } from '@hz/contract/invoices';
import { App, Form, Input, Modal, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatYuan } from '../../../lib/format.ts';
import { uploadFile } from '../../../lib/upload.ts';
import {
  type AdminInvoiceItem,
  INVOICE_PAGE_SIZE,
  useAdminInvoiceList,
  useInvoiceIssue,
  useInvoiceRefuse,
} from '../api/invoices.ts';
import { usePendingCounts } from '../api/pending-counts.ts';
import {
  decideColumn,
  QueueTable,
  type QueueTabs,
  reasonColumn,
  timeColumn,
  useQueueParams,
  withCount,
} from '../components/queue-table.tsx';
import '../admin.css';

const tabs: QueueTabs<InvoiceState> = [
  { key: 'open', label: invoiceStates.open, empty: '暂无待开票的申请' },
  { key: 'issued', label: invoiceStates.issued, empty: '暂无已开具的发票' },
  { key: 'refused', label: invoiceStates.refused, empty: '暂无已拒绝的申请' },
];

type Deciding = { item?: AdminInvoiceItem; issue: boolean; open: boolean };

function DecideModal({ d, onClose }: { d: Deciding; onClose: () => void }) {
  const [form] = Form.useForm<{ invoiceNo: string; reason: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const issue = useInvoiceIssue();
  const refuse = useInvoiceRefuse();
  const submit = async (v: { invoiceNo?: string; reason?: string }) => {
    if (!d.item) return;
    setBusy(true);
    try {
      if (d.issue) {
        const fileId = file ? (await uploadFile('invoice', file)).id : '';
        await issue.mutateAsync({ id: d.item.id, invoiceNo: (v.invoiceNo ?? '').trim(), fileId });
        message.success('发票已开具，已通知申请方');
      } else {
        await refuse.mutateAsync({ id: d.item.id, reason: (v.reason ?? '').trim() });
        message.success('已拒绝，已通知申请方');
      }
      form.resetFields();
      setFile(null);
      onClose();
    } catch (err) {
      if (!applyServerErrors(form, err, ['invoiceNo', 'reason', 'fileId'], {}, { fileId: 'invoiceNo' }))
        reportError(err);
    } finally {
      setBusy(false);
    }
  };
  const it = d.item;
  return (
    <Modal
      open={d.open}
      title={d.issue ? '开具发票' : '拒绝开票'}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={d.issue ? '确认开具' : '确认拒绝'}
      okButtonProps={{ danger: !d.issue, loading: busy }}
      destroyOnHidden
    >
      {it && (
        <p>
          {it.title}（{it.taxno}）· {invoiceSources[it.source]} · {invoiceKinds[it.kind]} · ¥
          {formatYuan(it.amount)}
          {it.kind === 'vat' && (
            <>
              <br />
              {it.bank} {it.account} · {it.address} {it.phone}
            </>
          )}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        {d.issue ? (
          <>
            <Form.Item label="发票PDF">
              <input
                type="file"
                accept="application/pdf,.pdf"
                aria-label="发票PDF"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Form.Item>
            <Form.Item name="invoiceNo" label="发票号码（上传PDF或填写号码，至少一项）">
              <Input maxLength={20} inputMode="numeric" placeholder="8位或20位数字" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="reason" label="拒绝原因" rules={[{ required: true, message: '请填写拒绝原因' }]}>
            <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** `/admin/invoices` (issue 33 point 4): 发票 requests by state; an open one is issued or refused. */
export default function InvoicesPage() {
  const { checked, page, go } = useQueueParams(tabs);
  const list = useAdminInvoiceList(checked, page);
  const waiting = usePendingCounts().data?.invoices;
  const [deciding, setDeciding] = useState<Deciding>({ issue: true, open: false });
  const columns: TableProps<AdminInvoiceItem>['columns'] = [
    {
      title: '会员',
      key: 'cardno',
      render: (_, r) => (
        <Link to={href(paths.adminMemberInfo.path, { cardno: r.cardno })}>{r.company || r.cardno}</Link>
      ),
    },
    {
      title: '发票',
      key: 'what',
      render: (_, r) => (
        <>
          {invoiceSources[r.source]} · {invoiceKinds[r.kind]}
          <br />
          {r.title} {r.taxno}
        </>
      ),
    },
    {
      title: '金额',
      key: 'amount',
      align: 'right',
      render: (_, r) => <strong className="admin-nowrap">¥{formatYuan(r.amount)}</strong>,
    },
    timeColumn<AdminInvoiceItem>('申请时间'),
    ...(checked === 'issued'
      ? [
          {
            title: '发票号码 / PDF',
            key: 'no',
            render: (_: unknown, r: AdminInvoiceItem) => (
              <>
                {r.invoiceNo}
                {r.file && (
                  <a href={r.file} target="_blank" rel="noreferrer">
                    {' '}
                    PDF
                  </a>
                )}
              </>
            ),
          },
        ]
      : []),
    ...(checked === 'refused' ? [reasonColumn<AdminInvoiceItem>()] : []),
    ...(checked === 'open'
      ? [
          decideColumn<AdminInvoiceItem>({
            accept: '开具',
            refuse: '拒绝',
            what: (r) => `${r.company} 的 ¥${formatYuan(r.amount)} 发票申请`,
            onDecide: (item, issue) => setDeciding({ item, issue, open: true }),
          }),
        ]
      : []),
  ];
  return (
    <div className="admin-page">
      <PageHeader title="发票申请">
        开具后上传发票PDF或填写发票号码；拒绝需填写原因，金额退回申请方的可开票额度
      </PageHeader>
      <QueueTable<AdminInvoiceItem, InvoiceState>
        label="发票申请"
        tabs={withCount(tabs, waiting)}
        checked={checked}
        page={page}
        pageSize={INVOICE_PAGE_SIZE}
        list={list}
        failedTitle="发票申请加载失败"
        columns={columns}
        go={go}
      />
      <DecideModal d={deciding} onClose={() => setDeciding((x) => ({ ...x, open: false }))} />
    </div>
  );
}
