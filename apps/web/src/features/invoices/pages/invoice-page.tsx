import { invoiceKinds, invoiceSources, invoiceStates } from '@hz/contract/invoices';
import { Alert, App, Button, Card, Empty, Form, Input, Pagination, Radio, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  INVOICE_PAGE_SIZE,
  type InvoiceItem,
  type InvoiceQuota,
  useInvoiceList,
  useInvoiceQuota,
  useRequestInvoice,
} from '../api/invoices.ts';
import '../invoices.css';

type Source = keyof typeof invoiceSources;
type Kind = keyof typeof invoiceKinds;
interface Values {
  source: Source;
  kind: Kind;
  amount: string;
  title: string;
  taxno: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  memo: string;
}
const fields = ['source', 'kind', 'amount', 'title', 'taxno', 'bank', 'account', 'address', 'phone', 'memo'];
const yuan = (n: number) => `¥${n.toFixed(2)}`;
const stateColor = { open: 'processing', issued: 'success', refused: 'error' } as const;

function Quota({ q }: { q: InvoiceQuota }) {
  return (
    <dl className="invoice-quota">
      {(Object.keys(invoiceSources) as Source[]).map((s) => (
        <div key={s}>
          <dt>{invoiceSources[s]}可开票</dt>
          <dd data-testid={`invoice-left-${s}`}>{yuan(q[s].left)}</dd>
          <dd className="invoice-quota__note">
            已支付 {yuan(q[s].paid)} · 已申请 {yuan(q[s].invoiced)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RequestForm({ q }: { q: InvoiceQuota }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const post = useRequestInvoice();
  const kind = Form.useWatch('kind', form) ?? q.kind;
  const source = Form.useWatch('source', form) ?? 'topup';
  const initial: Values = {
    source: 'topup',
    kind: q.kind,
    amount: '',
    title: q.title,
    taxno: q.taxno,
    bank: q.bank,
    account: q.account,
    address: q.address,
    phone: q.phone,
    memo: '',
  };
  const vat = kind === 'vat';
  const submit = (v: Values) =>
    post
      .mutateAsync({ ...v, amount: v.amount.trim() })
      .then(() => {
        message.success('发票申请已提交，开具后会通过站内消息通知您');
        form.resetFields(['amount', 'memo']);
      })
      .catch((err: unknown) => {
        if (!applyServerErrors(form, err, fields, { limit_exceeded: 'amount' })) reportError(err);
      });
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} className="invoice-form">
      <Form.Item name="source" label="开票内容">
        <Radio.Group
          options={(Object.keys(invoiceSources) as Source[]).map((s) => ({
            value: s,
            label: invoiceSources[s],
          }))}
        />
      </Form.Item>
      <Form.Item name="kind" label="发票类型">
        <Radio.Group
          options={(Object.keys(invoiceKinds) as Kind[]).map((k) => ({ value: k, label: invoiceKinds[k] }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="开票金额（元）"
        extra={`${invoiceSources[source]}还可开票 ${yuan(q[source].left)}`}
        rules={[{ required: true, message: '请输入开票金额' }]}
      >
        <Input prefix="¥" inputMode="decimal" maxLength={12} placeholder="请输入开票金额" />
      </Form.Item>
      <Form.Item name="title" label="发票抬头" rules={[{ required: true, message: '请输入发票抬头' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="taxno"
        label="纳税人识别号"
        rules={[{ required: true, message: '请输入纳税人识别号' }]}
      >
        <Input maxLength={18} placeholder="18位统一社会信用代码" />
      </Form.Item>
      <Form.Item name="bank" label={vat ? '开户银行' : '开户银行（选填）'}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="account" label={vat ? '银行账号' : '银行账号（选填）'}>
        <Input maxLength={40} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="address" label={vat ? '注册地址' : '地址（选填）'}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label={vat ? '电话' : '电话（选填）'}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="memo" label="备注（选填）">
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={post.isPending} block>
        提交申请
      </Button>
    </Form>
  );
}

function Row({ r }: { r: InvoiceItem }) {
  return (
    <li className="invoice-row" data-testid="invoice-row">
      <div className="invoice-row__head">
        <strong>{yuan(r.amount)}</strong>
        <Tag color={stateColor[r.state]}>{invoiceStates[r.state]}</Tag>
      </div>
      <div>
        {invoiceSources[r.source]} · {invoiceKinds[r.kind]}
      </div>
      <div className="invoice-row__meta">
        {r.title} · {r.orders} · {r.dates} {r.times}
        {r.requestedBy ? ` · ${r.requestedBy}` : ''}
      </div>
      {r.invoiceNo && <div>发票号码：{r.invoiceNo}</div>}
      {r.reason && <div className="invoice-row__reason">未通过原因：{r.reason}</div>}
      {r.download && (
        <a href={r.download} download>
          下载发票PDF
        </a>
      )}
    </li>
  );
}

function History({
  list,
  page,
  setPage,
}: {
  list: ReturnType<typeof useInvoiceList>;
  page: number;
  setPage: (page: number) => void;
}) {
  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <LoadFailed title="发票申请记录加载失败" onRetry={() => list.refetch()} />;
  if (list.data.total === 0) return <Empty description="还没有发票申请" />;
  return (
    <>
      <ul className="invoice-list">
        {list.data.listItem.map((r) => (
          <Row key={r.id} r={r} />
        ))}
      </ul>
      {list.data.total > INVOICE_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={INVOICE_PAGE_SIZE}
          total={list.data.total}
          onChange={setPage}
          simple
        />
      )}
    </>
  );
}

/** 发票 (issue 33 point 4): what can be invoiced, the request form prefilled from the verification, the history. */
export default function InvoicePage() {
  const quota = useInvoiceQuota();
  // the history is asked beside the quota, though shown only after it
  const [page, setPage] = useState(1);
  const list = useInvoiceList(page);
  return (
    <div className="invoice-page">
      <PageHeader title="发票">为充值或平台服务费申请增值税发票，金额不超过已支付且未开票的部分。</PageHeader>
      {quota.isPending ? (
        // one placeholder for the page: the history below it would be pushed down by the form's cards
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : quota.isError ? (
        <LoadFailed title="可开票金额加载失败" onRetry={() => quota.refetch()} />
      ) : (
        <>
          <Card title="可开票金额" size="small">
            <Quota q={quota.data} />
          </Card>
          <Card title="申请开票" size="small">
            {quota.data.verified ? (
              <RequestForm q={quota.data} />
            ) : (
              <Alert
                type="info"
                showIcon
                message="开具发票需先完成企业认证"
                description={<Link to={paths.securityBusiness.path}>去企业认证</Link>}
              />
            )}
          </Card>
        </>
      )}
      {!quota.isPending && (
        <Card title="申请记录" size="small">
          <History list={list} page={page} setPage={setPage} />
        </Card>
      )}
    </div>
  );
}
