import { Link } from 'react-router';
import type { BillItem } from '../api/transaction.ts';
import { billNote, billSubjectLink, billSubjectText, signedYuanText, yuanText } from './wallet-format.ts';

/**
 * Bill lines as the member reads them (docs/domains/wallet-screens.md): one line per movement, the
 * change of the available balance and the balance after, the member's money held in escrow beside it,
 * and what the movement was for.
 */

/** The signed change of the available balance: money in is green; a line that left it alone says so. */
export function BillAmount({ amount }: { amount: number }) {
  if (amount === 0) return <span className="bill-amount bill-amount--none">余额未变</span>;
  return (
    <span className={`bill-amount${amount > 0 ? ' bill-amount--in' : ''}`}>{signedYuanText(amount)}</span>
  );
}

/** The line's type and, below it, the task, project or model it belongs to (a link). */
export function BillType({ bill }: { bill: BillItem }) {
  return (
    <span className="bill-type">
      <span className="bill-type__name">{bill.typeName}</span>
      {bill.subject && (
        <Link className="bill-subject" to={billSubjectLink(bill.subject)}>
          {billSubjectText(bill.subject)}
        </Link>
      )}
    </span>
  );
}

/** The member's money in escrow after the line, with its change; '—' when the line did not touch it. */
export function BillHeld({ bill }: { bill: BillItem }) {
  if (bill.held === 0) return <span className="wallet-muted">—</span>;
  return (
    <span className="bill-held">
      <span className="bill-balance">{yuanText(bill.heldBalance)}</span>
      <span className="bill-held__change">{signedYuanText(bill.held)}</span>
    </span>
  );
}

/** What happened, in words: the memo, and the settlement or escrow movement. */
export function BillNote({ bill }: { bill: BillItem }) {
  const note = billNote(bill);
  const memo = bill.memo && bill.memo !== bill.typeName ? bill.memo : '';
  if (!note && !memo) return <span className="wallet-muted">—</span>;
  return (
    <span className="bill-note">
      {memo && <span>{memo}</span>}
      {note && <span className={bill.settle ? 'bill-settle' : undefined}>{note}</span>}
    </span>
  );
}

/** Bill lines as a list of small cards (phones, and the wallet's recent lines). */
export function BillCards({ bills, busy, label }: { bills: BillItem[]; busy?: boolean; label: string }) {
  return (
    <ul className="bill-cards" aria-label={label} aria-busy={busy || undefined}>
      {bills.map((b) => (
        <li key={b.id} className="bill-card">
          <div className="bill-card__row">
            <BillType bill={b} />
            <BillAmount amount={b.amount} />
          </div>
          <div className="bill-card__row bill-card__meta">
            <span>
              {b.dates} {b.times}
            </span>
            <span>可用余额 {yuanText(b.balance)}</span>
          </div>
          {b.held !== 0 && (
            <div className="bill-card__row bill-card__meta">
              <span>托管中 {signedYuanText(b.held)}</span>
              <span>托管中余额 {yuanText(b.heldBalance)}</span>
            </div>
          )}
          {(billNote(b) || b.orders || (b.memo && b.memo !== b.typeName)) && (
            <div className="bill-card__meta bill-card__more">
              {(billNote(b) || (b.memo && b.memo !== b.typeName)) && <BillNote bill={b} />}
              {b.orders && <span className="bill-orders">订单号：{b.orders}</span>}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
