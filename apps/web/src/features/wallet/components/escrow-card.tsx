import { Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { type EscrowItem, useEscrow } from '../api/escrow.ts';
import { billSubjectLink, billSubjectText, yuanText } from './wallet-format.ts';

/** How each side reads money in escrow (issue 27): the payer's as held, the receiver's as 待结算. */
const sides = {
  payer: { tag: '我已托管', hint: '您付入平台托管，验收后支付给对方' },
  payee: { tag: '待结算', hint: '对方已托管，验收后结算给您（扣除平台服务费）' },
} as const;

function EscrowLine({ item }: { item: EscrowItem }) {
  const side = sides[item.side];
  return (
    <li className={`escrow-line escrow-line--${item.side}`}>
      <div className="bill-card__row">
        {item.subject ? (
          <Link className="bill-subject" to={billSubjectLink(item.subject)}>
            {billSubjectText(item.subject)}
          </Link>
        ) : (
          <span>订单 {item.orders}</span>
        )}
        <span className="bill-amount">
          {side.tag} {yuanText(item.amount)}
        </span>
      </div>
      <div className="bill-card__meta bill-card__more">
        <span>{side.hint}</span>
        <span className="bill-orders">订单号：{item.orders}</span>
      </div>
    </li>
  );
}

/**
 * 托管中: order by order, what the member paid into escrow and is still held, and what others hold to pay
 * the member (待结算). `hideEmpty` leaves the card out when nothing is held either way; `summary` false
 * leaves out the two totals where the screen shows them already (the wallet's 托管中 and 待结算).
 */
export function EscrowCard({
  hideEmpty = false,
  summary = true,
}: {
  hideEmpty?: boolean;
  summary?: boolean;
}) {
  const escrow = useEscrow();
  const data = escrow.data;
  if (hideEmpty && (!data || data.listItem.length === 0)) return null;
  return (
    <Card className="pc-card escrow-card" title="托管中">
      {data && summary && (
        <p className="escrow-card__sum">
          我已托管 <strong>{yuanText(data.held)}</strong>
          <span aria-hidden> · </span>
          待结算给我 <strong>{yuanText(data.pending)}</strong>
        </p>
      )}
      {escrow.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !data ? (
        <LoadFailed title="托管款项加载失败" onRetry={() => escrow.refetch()} />
      ) : data.listItem.length === 0 ? (
        <Empty description="暂无托管中的款项" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="bill-cards" aria-label="托管中的款项">
          {data.listItem.map((item) => (
            <EscrowLine key={`${item.side}:${item.orders}`} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
