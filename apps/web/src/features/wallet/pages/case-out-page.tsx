import { yuanToFen } from '@hz/contract/common/money';
import { cashAccountTypes } from '@hz/contract/values/wallet';
import { Alert, App, Button, Card, Descriptions, Form, Input, type InputProps, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaycodeField } from '../../../components/pay-password-input.tsx';
import { PayPasswordModal } from '../../../components/pay-password-modal.tsx';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { usePostCash } from '../api/cash-post.ts';
import { useSetPayment } from '../api/set-payment.ts';
import { type WalletInfo, useWalletInfo } from '../api/wallet-info.ts';
import { LoadingCard } from '../components/wallet-states.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { amountRules, fenText, toFen, yuanText } from '../components/wallet-format.ts';
import { CashHistory } from '../components/cash-history.tsx';
import '../wallet.css';

type AccountType = keyof typeof cashAccountTypes;

interface Values {
  amount: string;
  type: AccountType;
  bank?: string;
  no: string;
  paycode: string;
}

const fields = ['amount', 'type', 'bank', 'no', 'paycode'] as const;

/** Server refusals that concern one field. */
const codeFields = {
  insufficient_balance: 'amount',
  limit_exceeded: 'amount',
  pay_password_wrong: 'paycode',
  pay_locked: 'paycode',
  pay_password_unset: 'paycode',
};

/** The server checks the account as `account.*`. */
const aliases = { 'account.no': 'no', 'account.bank': 'bank', 'account.type': 'type', account: 'type' };

const alipayPattern = /^(1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,20})$/;

/** What may be withdrawn now: the available balance, within what is left of today's maximum. */
const maxFenOf = (w: WalletInfo) => Math.max(0, Math.min(toFen(w.coins), toFen(w.cashTodayLeft)));

function Limits({ w }: { w: WalletInfo }) {
  const items = [
    { key: 'coins', label: '可用余额', value: yuanText(w.coins), strong: true },
    { key: 'min', label: '单笔最低', value: yuanText(w.cashMin) },
    { key: 'max', label: '每日最高', value: yuanText(w.cashDailyMax) },
    { key: 'left', label: '今日还可提现', value: yuanText(w.cashTodayLeft) },
  ];
  return (
    <dl className="cash-limits">
      {items.map((i) => (
        <div key={i.key} className={i.strong ? 'cash-limits__main' : undefined}>
          <dt>{i.label}</dt>
          <dd data-testid={i.key === 'coins' ? 'cash-coins' : undefined}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The amount input and 全部提现 beside it, one control of the `amount` Form.Item (its props go to the input). */
function AmountInput({ all, ...input }: InputProps & { all: ReactNode }) {
  return (
    <div className="cash-amount">
      <Input {...input} prefix="¥" inputMode="decimal" maxLength={12} placeholder="请输入提现金额" />
      {all}
    </div>
  );
}

function CashForm({ w, onSetPaycode }: { w: WalletInfo; onSetPaycode: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const post = usePostCash();
  const type = Form.useWatch('type', form) ?? 'alipay';
  const locked = w.paylockedUntil !== '';
  const maxFen = maxFenOf(w);
  const minFen = toFen(w.cashMin);
  const canWithdraw = maxFen >= Math.max(minFen, 1);

  const submit = (v: Values) => {
    const account =
      v.type === 'bank'
        ? { type: 'bank' as const, bank: (v.bank ?? '').trim(), no: v.no.replace(/[\s-]/g, '') }
        : { type: 'alipay' as const, no: v.no.trim() };
    return post
      .mutateAsync({ amount: v.amount.trim(), paycode: v.paycode, account })
      .then(() => {
        message.success('提现申请已提交，平台打款后会通过站内消息通知您');
        form.resetFields();
      })
      .catch((err: unknown) => {
        form.setFieldValue('paycode', '');
        if (!applyServerErrors(form, err, fields, codeFields, aliases)) reportError(err);
      });
  };

  const onFinish = (v: Values) => {
    const accountText =
      v.type === 'bank'
        ? `${cashAccountTypes.bank} ${(v.bank ?? '').trim()} ${v.no.replace(/[\s-]/g, '')}`
        : `${cashAccountTypes.alipay} ${v.no.trim()}`;
    modal.confirm({
      title: '确认提现',
      content: (
        <Descriptions
          className="cash-confirm"
          size="small"
          column={1}
          items={[
            {
              key: 'amount',
              label: '提现金额',
              children: <strong>{yuanText((yuanToFen(v.amount) ?? 0) / 100)}</strong>,
            },
            { key: 'account', label: '收款账户', children: accountText },
            { key: 'holder', label: '账户户名', children: w.holder },
          ]}
        />
      ),
      okText: '确认提现',
      cancelText: '取消',
      onOk: () => submit(v),
    });
  };

  // a company withdraws to its verified bank account only (decision 056): shown, not typed
  const fixed = w.companyBank !== null;
  return (
    <Form<Values>
      form={form}
      name="caseOut"
      layout="vertical"
      requiredMark={false}
      className="cash-form"
      initialValues={fixed ? { type: 'bank', ...w.companyBank } : { type: 'alipay' }}
      onFinish={onFinish}
      disabled={locked || !w.ispaycode}
    >
      {/* one field: its error and its limits (`…_amount_help`, `…_amount_extra`) describe the input. A
          label-only Form.Item around a noStyle one left the input naming a help id that did not exist */}
      <Form.Item
        name="amount"
        label="提现金额（元）"
        validateFirst
        rules={amountRules('提现金额', () => ({
          minFen,
          maxFen,
          maxText:
            maxFen < toFen(w.coins)
              ? `超过今日剩余可提现额度 ${yuanText(w.cashTodayLeft)}`
              : `超过可用余额 ${yuanText(w.coins)}`,
        }))}
        extra={
          canWithdraw
            ? `单笔不少于 ${yuanText(w.cashMin)}，本次最多可提 ${yuanText(maxFen / 100)}`
            : `可提现金额不足 ${yuanText(w.cashMin)}，暂时无法提现`
        }
      >
        <AmountInput
          all={
            <Button
              onClick={() => {
                form.setFieldValue('amount', fenText(maxFen));
                void form.validateFields(['amount']);
              }}
              disabled={!canWithdraw || locked || !w.ispaycode}
            >
              全部提现
            </Button>
          }
        />
      </Form.Item>
      <Form.Item
        name="type"
        label="收款方式"
        extra={w.companyBank ? '公司账户只能提现到企业认证的对公账户' : undefined}
      >
        <Radio.Group
          disabled={fixed}
          optionType="button"
          buttonStyle="solid"
          options={(Object.entries(cashAccountTypes) as [AccountType, string][]).map(([value, label]) => ({
            value,
            label,
          }))}
        />
      </Form.Item>
      {type === 'bank' && (
        <Form.Item
          name="bank"
          label="开户银行"
          rules={[
            { required: true, whitespace: true, message: '请输入开户银行' },
            { min: 4, message: '开户银行至少4个字' },
            { max: 60, message: '开户银行最多60个字' },
          ]}
        >
          <Input
            maxLength={60}
            placeholder="如：招商银行上海分行陆家嘴支行"
            disabled={w.companyBank !== null}
          />
        </Form.Item>
      )}
      {type === 'bank' ? (
        <Form.Item
          key="bank-no"
          name="no"
          label="银行卡号"
          rules={[
            { required: true, whitespace: true, message: '请输入银行卡号' },
            {
              validator: (_, v: string | undefined) =>
                !v || /^\d{12,30}$/.test(v.replace(/[\s-]/g, ''))
                  ? Promise.resolve()
                  : Promise.reject(new Error('银行卡号应为12到30位数字')),
            },
          ]}
        >
          <Input
            inputMode="numeric"
            maxLength={40}
            placeholder="请输入银行卡号"
            autoComplete="off"
            disabled={fixed}
          />
        </Form.Item>
      ) : (
        <Form.Item
          key="alipay-no"
          name="no"
          label="支付宝账号"
          rules={[
            { required: true, whitespace: true, message: '请输入支付宝账号' },
            {
              validator: (_, v: string | undefined) =>
                !v || alipayPattern.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('支付宝账号应为手机号或邮箱')),
            },
          ]}
        >
          <Input maxLength={120} placeholder="支付宝登录手机号或邮箱" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item label="账户户名" extra="收款账户须为本人认证姓名（或认证企业名称）下的账户">
        <Input value={w.holder} disabled aria-label="账户户名" />
      </Form.Item>
      <PaycodeField
        disabled={locked || !w.ispaycode}
        extra={
          w.ispaycode ? (
            <>
              忘记支付密码？
              <Button
                type="link"
                size="small"
                className="inline-link"
                onClick={onSetPaycode}
                disabled={false}
              >
                重新设置
              </Button>
            </>
          ) : undefined
        }
      />
      <Form.Item className="form-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={post.isPending}
          disabled={!canWithdraw || locked || !w.ispaycode}
        >
          申请提现
        </Button>
      </Form.Item>
    </Form>
  );
}

/** `/personCenter/caseOut`: withdraw to an Alipay or bank account in the verified name; the history. */
export default function CaseOutPage() {
  const info = useWalletInfo();
  const [settingPaycode, setSettingPaycode] = useState(false);
  // the pay password modal's calls: the member's mobile (asked while it is open), the code, the password
  const member = useUserInfo({ enabled: settingPaycode });
  const getCode = useGetCode();
  const setPayment = useSetPayment();
  const w = info.data;

  let body: React.ReactNode;
  if (info.isPending) body = <LoadingCard label="正在加载" rows={8} />;
  else if (!w)
    body = (
      <Card className="pc-card">
        <LoadFailed title="钱包加载失败" onRetry={() => info.refetch()} />
      </Card>
    );
  else
    body = (
      <Card className="pc-card" title="申请提现">
        <Limits w={w} />
        {w.holder === '' ? (
          <Alert
            className="cash-alert"
            type="warning"
            showIcon
            title="提现前需要完成认证"
            description={
              <>
                为保障资金安全，提现只能转入您本人认证名下的账户。请先完成
                <Link to={paths.securityPerson.path}>实名认证</Link>或
                <Link to={paths.securityBusiness.path}>企业认证</Link>，审核通过后即可提现。
              </>
            }
          />
        ) : (
          <>
            {!w.ispaycode && (
              <Alert
                className="cash-alert"
                type="info"
                showIcon
                title="请先设置支付密码"
                description="提现需要验证6位支付密码，设置后即可申请提现。"
                action={
                  <Button type="primary" size="small" onClick={() => setSettingPaycode(true)}>
                    设置支付密码
                  </Button>
                }
              />
            )}
            {w.paylockedUntil !== '' && (
              <Alert
                className="cash-alert"
                type="error"
                showIcon
                title="支付密码已锁定"
                description={`支付密码连续输错次数过多，${formatChinaTime(w.paylockedUntil)} 前无法付款和提现。忘记支付密码可重新设置。`}
                action={
                  <Button size="small" onClick={() => setSettingPaycode(true)}>
                    重新设置
                  </Button>
                }
              />
            )}
            <CashForm w={w} onSetPaycode={() => setSettingPaycode(true)} />
          </>
        )}
        <ul className="card-hint topup-notes">
          <li>提现申请提交后金额转入“提现中”，平台核对后1–3个工作日内打款。</li>
          <li>申请被驳回时，金额将全额退回可用余额，结果会通过站内消息通知您。</li>
        </ul>
      </Card>
    );

  return (
    <div className="pc-page">
      <PageHeader title="提现">将可用余额提现到您本人的支付宝或银行卡</PageHeader>
      {body}
      <CashHistory />
      <PayPasswordModal
        open={settingPaycode}
        onClose={() => setSettingPaycode(false)}
        member={member}
        getCode={getCode}
        setPayment={setPayment}
      />
    </div>
  );
}
