import { Alert, Button, Descriptions, Result, Table } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatChinaTime, formatYuan } from '../../../lib/format.ts';
import { type LedgerAudit, useLedgerAudit } from '../api/ledger-audit.ts';
import '../admin.css';

type Balance = LedgerAudit['balances'][number];

/**
 * `/admin/ledger` (账本核对): the whole ledger audited now — the check `npm run audit:ledger` prints and the
 * load bench runs at its end: every posting balanced, every balance equal to its entries, members' coins,
 * top-ups against paid recharge orders, withdrawals in flight against waiting requests. Clean, or each
 * problem in the audit's own words.
 */
export default function LedgerPage() {
  const audit = useLedgerAudit();
  const a = audit.data;

  const again = (
    <Button onClick={() => audit.refetch()} loading={audit.isFetching}>
      重新核对
    </Button>
  );

  return (
    <div className="admin-page">
      <PageHeader title="账本核对" extra={a ? again : undefined}>
        核对整本账：每笔记账借贷平衡，账户余额与流水一致，会员余额、充值订单与提现申请相符
      </PageHeader>
      <section className="admin-panel" aria-label="账本核对结果">
        {!a && audit.isError ? (
          <Result
            status="warning"
            title="核对失败"
            subTitle="请检查网络后重试。"
            extra={
              <Button type="primary" onClick={() => audit.refetch()}>
                重试
              </Button>
            }
          />
        ) : !a ? (
          <p className="admin-muted" role="status">
            正在核对账本…
          </p>
        ) : (
          <>
            {a.clean ? (
              <Alert
                type="success"
                showIcon
                title="账本平衡，未发现问题"
                description={`核对时间 ${formatChinaTime(a.checkedAt)}`}
              />
            ) : (
              <Alert
                type="error"
                showIcon
                title={`发现 ${a.total} 个问题，请立即排查`}
                description={
                  <>
                    <p>核对时间 {formatChinaTime(a.checkedAt)}</p>
                    <ul className="ledger-problems" aria-label="账本问题">
                      {a.problems.map((p) => (
                        <li key={p}>
                          <code>{p}</code>
                        </li>
                      ))}
                    </ul>
                    {a.total > a.problems.length && <p>另有 {a.total - a.problems.length} 个问题未列出</p>}
                  </>
                }
              />
            )}
            <Descriptions
              className="ledger-totals"
              title="账本规模"
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                { key: 'accounts', label: '账户', children: `${a.accounts} 个` },
                { key: 'transactions', label: '记账', children: `${a.transactions} 笔` },
                { key: 'entries', label: '分录', children: `${a.entries} 条` },
                { key: 'paid', label: '已支付充值订单', children: `${a.paidOrders} 笔` },
                { key: 'cash', label: '待处理提现', children: `${a.waitingCash} 笔` },
              ]}
            />
            <Table<Balance>
              className="admin-table"
              rowKey="kind"
              size="small"
              pagination={false}
              dataSource={a.balances}
              columns={[
                { title: '账户类型', dataIndex: 'label', key: 'label' },
                {
                  title: '合计',
                  key: 'amount',
                  align: 'right',
                  render: (_, b) => <span className="admin-nowrap">¥{formatYuan(b.amount)}</span>,
                },
              ]}
            />
          </>
        )}
      </section>
    </div>
  );
}
