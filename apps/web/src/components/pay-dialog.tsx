import { Alert, App, Button, Form, Modal, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { BizError } from '../lib/api-client.ts';
import { reportError } from '../lib/error-handler.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { formatChinaTime, formatYuan } from '../lib/format.ts';
import { resumeHref, withBack } from '../lib/return-to.ts';
import { LoadFailed } from './load-failed.tsx';
import { PaycodeField } from './pay-password-input.tsx';
import { PayPasswordModal, type PayPasswordModalCalls } from './pay-password-modal.tsx';
import './pay-dialog.css';

/** `Member/walletInfo` as the payment reads it: the wallet feature's `useWalletInfo()`, passed in. */
export interface PayWallet {
  data?: { coins: number; ispaycode: boolean; paylockedUntil: string };
  isPending: boolean;
  refetch: () => unknown;
}

/** One line of the payment's facts: to whom the money goes, the platform's fee. */
export interface PayLine {
  label: string;
  value: ReactNode;
}

/** The refusals of a payment that belong on the pay password's field (`applyServerErrors`' codes). */
export const payErrorFields = {
  pay_password_wrong: 'paycode',
  pay_locked: 'paycode',
  pay_password_unset: 'paycode',
  insufficient_balance: 'paycode',
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const yuanText = (n: number) => `¥${formatYuan(n)}`;

export interface PayPanelProps {
  /** What is paid, in a few words (设计费「…」, 进场款 ¥… 和尾款 ¥…). */
  what: ReactNode;
  /** How much, in yuan (1 coin = ¥1). */
  amount: number;
  /** How an amount reads; `¥1,234.50` unless given. */
  money?: (n: number) => string;
  /** Where the money goes and when (平台托管，验收后支付给…). */
  note?: ReactNode;
  /** To whom the money goes and the platform's fee, one line each; none yet. */
  lines?: readonly PayLine[];
  wallet: PayWallet;
  /** The calls that set the pay password here when there is none (`PayPasswordModal`'s). */
  paycodeCalls: PayPasswordModalCalls;
  /**
   * A shortfall only warns and the field stays (the contract: the money moves when both sides have
   * signed, and the client may top up before the other side signs); otherwise it blocks.
   */
  allowShort?: boolean;
  /** The balance line's test id. */
  balanceTestId?: string;
  /**
   * Money released from escrow to the other side (验收, 确认施工图; issue 27 point 5): the same dialog and
   * pay password, without the balance (nothing is taken from it).
   */
  release?: boolean;
  /**
   * The dialog's name in `?resume=` (issue 27 point 6): the top-up's result page leads back to this
   * screen, which reopens the dialog. Without it the top-up leads back to the screen alone.
   */
  resumeKey?: string;
}

/** Whether the payment can be asked for now (the wallet is there, a pay password is set and not locked, enough coins). */
export function canPay(w: PayWallet['data'], amount: number, allowShort = false): boolean {
  return Boolean(w?.ispaycode && w.paylockedUntil === '' && (allowShort || w.coins >= amount));
}

/**
 * The body of every payment from the wallet with the pay password (a task's fee, a project's stages, the
 * contract's prepayment, a paid model): what is paid and how much, the lines of who gets it and the fee,
 * the available balance, the shortfall with 充值, the lock, 设置支付密码 when there is none (the shared
 * modal, over this one), and the six boxes as the form's `paycode` field. It sits in a form: the dialog's
 * below, or a page's own (签订合同, whose pay password goes with its SMS code).
 */
export function PayPanel({
  what,
  amount,
  money = yuanText,
  note,
  lines = [],
  wallet,
  paycodeCalls,
  allowShort = false,
  balanceTestId = 'pay-balance',
  release = false,
  resumeKey,
}: PayPanelProps) {
  const location = useLocation();
  const [settingPaycode, setSettingPaycode] = useState(false);
  const w = wallet.data;
  if (wallet.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!w) return <LoadFailed compact title="钱包加载失败" onRetry={() => wallet.refetch()} />;
  const short = !release && w.coins < amount;
  return (
    <div className="pay-panel">
      <dl className="pay-panel__facts">
        <div className="pay-panel__row">
          <dt>{release ? '放款内容' : '支付内容'}</dt>
          <dd>{what}</dd>
        </div>
        <div className="pay-panel__row">
          <dt>{release ? '放款金额' : '支付金额'}</dt>
          <dd className="pay-panel__amount">{money(amount)}</dd>
        </div>
        {lines.map((l) => (
          <div className="pay-panel__row" key={l.label}>
            <dt>{l.label}</dt>
            <dd>{l.value}</dd>
          </div>
        ))}
      </dl>
      {!release && (
        <p className="pay-panel__balance" data-testid={balanceTestId}>
          可用余额 {money(w.coins)}
        </p>
      )}
      {note && <p className="card-hint">{note}</p>}
      {short && (
        <Alert
          type="warning"
          showIcon
          title="余额不足"
          description={
            <>
              还差 {money(round2(amount - w.coins))}，请先
              <Link
                to={withBack(
                  `${paths.charging.path}?amount=${Math.ceil(amount - w.coins)}`,
                  resumeKey ? resumeHref(location, resumeKey) : `${location.pathname}${location.search}`,
                )}
              >
                充值
              </Link>
              ，付款后可回到这里继续支付。
            </>
          }
        />
      )}
      {w.paylockedUntil !== '' && (
        <Alert
          type="error"
          showIcon
          title={`支付密码已锁定，${formatChinaTime(w.paylockedUntil)} 前无法付款`}
        />
      )}
      {!w.ispaycode ? (
        <Alert
          type="info"
          showIcon
          title="请先设置支付密码"
          action={
            <Button size="small" type="primary" onClick={() => setSettingPaycode(true)}>
              设置支付密码
            </Button>
          }
        />
      ) : (
        (allowShort || !short) && <PaycodeField />
      )}
      <PayPasswordModal
        open={settingPaycode}
        onClose={() => {
          setSettingPaycode(false);
          void wallet.refetch();
        }}
        {...paycodeCalls}
      />
    </div>
  );
}

/**
 * The payment as a dialog: `PayPanel` in a form, 取消 and the pay button with the amount (off until `canPay`).
 * `onPay` gets the pay password and makes the call (what follows a success in its own `then`); the dialog
 * says `successText` and closes when it resolves, and a refusal about the password, the lock or the balance goes on the field
 * (the wallet asked again), anything else to the error handler.
 */
export function PayDialog({
  open,
  onClose,
  title,
  okText,
  onPay,
  successText,
  ...panel
}: PayPanelProps & {
  open: boolean;
  onClose: () => void;
  title: string;
  okText: string;
  onPay: (paycode: string) => Promise<unknown>;
  /** The toast once paid, when `onPay` does not say it itself. */
  successText?: string;
}) {
  const [form] = Form.useForm<{ paycode: string }>();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const onFinish = ({ paycode }: { paycode: string }) => {
    setPending(true);
    onPay(paycode).then(
      () => {
        setPending(false);
        if (successText) message.success(successText);
        onClose();
      },
      (err: unknown) => {
        setPending(false);
        if (err instanceof BizError && err.errCode in payErrorFields) void panel.wallet.refetch();
        if (!applyServerErrors(form, err, ['paycode'], payErrorFields)) reportError(err);
      },
    );
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={`${okText} ${(panel.money ?? yuanText)(panel.amount)}`}
      cancelText="取消"
      okButtonProps={{
        loading: pending,
        htmlType: 'submit',
        disabled: !canPay(panel.wallet.data, panel.amount, panel.allowShort || panel.release),
      }}
      onCancel={() => !pending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      <PayPanel {...panel} />
    </Modal>
  );
}
