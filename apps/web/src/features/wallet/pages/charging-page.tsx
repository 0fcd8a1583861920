import { RechargeState } from '@hz/contract/common/states';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { fenToYuan } from '@hz/contract/common/money';
import { TOPUP_MAX_FEN, topUpPresets } from '@hz/contract/wallet';
import { App, Button, Card, Form, Input, Radio, Result, Skeleton, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatYuan } from '../../../lib/format.ts';
import { payReturn, rememberPayReturn, safeBack } from '../../../lib/return-to.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useGetPayLink } from '../api/get-pay-link.ts';
import { useOrderInfo } from '../api/order-info.ts';
import { useWalletInfo } from '../api/wallet-info.ts';
import {
  isWechatOrder,
  useWechatPayLink,
  useWechatPayOptions,
  type WechatPayLink,
} from '../api/wechat-pay.ts';
import { payInWechat, WechatNative, wechatTradeType } from '../components/wechat-pay.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { amountRules, yuanText } from '../components/wallet-format.ts';
import '../wallet.css';

/** A whole number of yuan to prefill, from `?amount=`; anything else is ignored. */
const amountParam = (s: string | null) => (s && /^\d{1,7}$/.test(s) && Number(s) > 0 ? s : undefined);

/** How long the return page keeps asking for the result on its own before it offers 刷新. */
const POLL_FOR_MS = 60_000;

interface Values {
  amount: string;
}

/** A top-up started from a payment short of money (issue 27 point 6): where it began, the shortfall. */
interface Origin {
  back?: string;
  amount?: string;
}

type Channel = 'alipay' | 'wechat';

function TopUpForm({ origin }: { origin: Origin }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const wallet = useWalletInfo();
  const payLink = useGetPayLink();
  const wechatLink = useWechatPayLink();
  const wechatOffered = useWechatPayOptions().data?.available === true;
  const [channel, setChannel] = useState<Channel>('alipay');
  const useWechat = channel === 'wechat' && wechatOffered;
  // Native: the QR code shown in place of the form
  const [native, setNative] = useState<WechatPayLink | null>(null);
  // after the pay link arrives the page is leaving for Alipay: keep the button busy
  const [leaving, setLeaving] = useState(false);
  const amount = Form.useWatch('amount', form) ?? '';
  const resultPath = (orders: string) => `${paths.charging.path}?orders=${encodeURIComponent(orders)}`;

  const payByWechat = (v: Values, tradeType = wechatTradeType()) => {
    wechatLink.mutate(
      { amount: v.amount.trim(), tradeType },
      {
        onSuccess: async (data) => {
          if (data.tradeType === 'native') {
            setNative(data);
          } else if (data.tradeType === 'h5') {
            setLeaving(true);
            message.loading({ content: '正在前往微信支付…', duration: 0, key: 'wechat' });
            window.location.assign(data.h5Url);
          } else if (data.jsapi) {
            await payInWechat(data.jsapi);
            navigate(resultPath(data.orders), { replace: true });
          }
        },
        onError: (err) => {
          // inside WeChat without a bound service account: the QR code can still be long-pressed
          if (isBizError(err) && err.errCode === 'wechatpay_not_bound' && tradeType === 'jsapi') {
            payByWechat(v, 'native');
            return;
          }
          if (!applyServerErrors(form, err, ['amount'])) reportError(err);
        },
      },
    );
  };

  const onFinish = (v: Values) => {
    // the result page, back from Alipay in this tab, leads to where the payment started
    rememberPayReturn(origin.back);
    if (useWechat) {
      payByWechat(v);
      return;
    }
    payLink.mutate(
      { amount: v.amount.trim() },
      {
        onSuccess: (data) => {
          setLeaving(true);
          message.loading({ content: '正在前往支付宝…', duration: 0, key: 'alipay' });
          window.location.assign(data.payUrl);
        },
        onError: (err) => {
          if (!applyServerErrors(form, err, ['amount'])) reportError(err);
        },
      },
    );
  };

  if (native) return <WechatNative link={native} onCancel={() => setNative(null)} />;

  return (
    <Card className="pc-card">
      <div className="topup-balance">
        当前可用余额：
        {wallet.data ? (
          <strong>{yuanText(wallet.data.coins)}</strong>
        ) : wallet.isPending ? (
          <Skeleton.Input active size="small" />
        ) : (
          <span className="wallet-muted">暂时无法获取</span>
        )}
      </div>
      <Form<Values>
        form={form}
        name="topUp"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        className="topup-form"
        initialValues={{ amount: origin.amount ?? '' }}
      >
        {origin.back && (
          <p className="card-hint" data-testid="topup-origin">
            {origin.amount ? `本次付款还差 ¥${formatYuan(Number(origin.amount))}，已为您填好；` : ''}
            充值成功后可返回继续支付。
          </p>
        )}
        <fieldset className="topup-presets" aria-label="选择充值金额">
          {topUpPresets.map((p) => {
            const text = String(p);
            const on = amount.trim() === text;
            return (
              <button
                key={p}
                type="button"
                className={`topup-preset${on ? ' is-on' : ''}`}
                aria-pressed={on}
                onClick={() => {
                  form.setFieldValue('amount', text);
                  void form.validateFields(['amount']);
                }}
              >
                ¥{formatYuan(p)}
              </button>
            );
          })}
        </fieldset>
        <Form.Item
          name="amount"
          label="充值金额（元）"
          rules={amountRules('充值金额', () => ({ maxFen: TOPUP_MAX_FEN }))}
          extra={`可输入其他金额，最多两位小数，单笔不超过 ¥${formatYuan(fenToYuan(TOPUP_MAX_FEN))}`}
          validateFirst
        >
          <Input prefix="¥" inputMode="decimal" maxLength={12} placeholder="请选择或输入充值金额" />
        </Form.Item>
        {wechatOffered && (
          <Form.Item label="支付方式">
            <Radio.Group
              className="topup-channels"
              optionType="button"
              buttonStyle="solid"
              value={channel}
              onChange={(e) => setChannel(e.target.value as Channel)}
              options={[
                { label: '支付宝', value: 'alipay' },
                { label: '微信支付', value: 'wechat' },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item className="form-actions">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            className={useWechat ? 'topup-submit--wechat' : undefined}
            loading={payLink.isPending || wechatLink.isPending || leaving}
          >
            {useWechat ? '去微信支付' : '去支付宝付款'}
          </Button>
        </Form.Item>
      </Form>
      <ul className="card-hint topup-notes">
        <li>
          {useWechat
            ? '电脑上显示二维码，请用微信扫码付款；手机浏览器将跳转到微信完成付款；在微信内直接调起微信支付。付款成功后本页显示结果。'
            : '点击后将跳转到支付宝完成付款，付款成功后自动返回本页并显示结果。'}
        </li>
        <li>订单15分钟内有效，超时未付款将自动关闭，可重新发起充值。</li>
        <li>充值金额计入可用余额，可申请提现。</li>
        <li>
          提现须先通过实名认证或企业认证并设置支付密码，只能转入认证姓名（或认证企业名称）名下的支付宝或银行账户
          {wallet.data
            ? `；单笔不少于 ${yuanText(wallet.data.cashMin)}，每日合计不超过 ${yuanText(wallet.data.cashDailyMax)}`
            : ''}
          ，由平台审核后打款。
        </li>
      </ul>
    </Card>
  );
}

const channelName = (orders: string) => (isWechatOrder(orders) ? '微信支付' : '支付宝');

/** The return page (Alipay's, WeChat Pay's): the order's result, asked again every 2 s for up to a minute while pending. */
function OrderResult({ orders }: { orders: string }) {
  const [pollUntil, setPollUntil] = useState(() => Date.now() + POLL_FOR_MS);
  const [timedOut, setTimedOut] = useState(false);
  const order = useOrderInfo(orders, !timedOut);
  const o = order.data;
  // where the payment started is in this tab's sessionStorage, which the server rendering the page with
  // the member's session cannot read (decision 066): read once the page has hydrated. The same for 刷新's
  // spinner: on the server the order (asked with `staleTime: 0`) counts as being fetched, in the browser
  // it is not asked again while the page hydrates
  const hydrated = useHydrated();
  const back = hydrated ? payReturn() : undefined;

  useEffect(() => {
    setTimedOut(false);
    const id = window.setTimeout(() => setTimedOut(true), Math.max(0, pollUntil - Date.now()));
    return () => window.clearTimeout(id);
  }, [pollUntil]);

  const refresh = () => {
    setPollUntil(Date.now() + POLL_FOR_MS);
    void order.refetch();
  };
  const again = (
    <LinkButton key="again" type="primary" to={paths.charging.path} replace>
      重新充值
    </LinkButton>
  );
  const wallet = (
    <LinkButton key="trade" to={paths.trade.path}>
      我的钱包
    </LinkButton>
  );

  if (order.isPending) {
    return (
      <Card className="pc-card">
        <Result icon={<Spin size="large" />} title="正在查询支付结果" subTitle={`订单号：${orders}`} />
      </Card>
    );
  }
  if (!o) {
    const missing = isBizError(order.error) && order.error.errCode === 'not_found';
    return (
      <Card className="pc-card">
        {missing ? (
          <Result
            status="warning"
            title="未找到该充值订单"
            subTitle={`订单号：${orders}。请确认链接是否完整，或到账单明细中查看充值记录。`}
            extra={[again, wallet]}
          />
        ) : (
          <LoadFailed title="支付结果查询失败" onRetry={refresh} />
        )}
      </Card>
    );
  }
  if (o.status === RechargeState.paid) {
    return (
      <Card className="pc-card">
        <Result
          icon={<CheckCircleFilled className="topup-result__ok" aria-hidden />}
          title="支付成功"
          subTitle={
            <div className="topup-result">
              <p>
                已充值 <strong data-testid="topup-amount">{yuanText(o.amount)}</strong>，当前可用余额{' '}
                <strong data-testid="topup-coins">{yuanText(o.coins)}</strong>
              </p>
              <p className="wallet-muted">订单号：{o.orders}</p>
            </div>
          }
          extra={[
            ...(back
              ? [
                  <LinkButton key="back" type="primary" to={back}>
                    返回继续支付
                  </LinkButton>,
                ]
              : []),
            <LinkButton key="trade" type={back ? 'default' : 'primary'} to={paths.trade.path}>
              我的钱包
            </LinkButton>,
            <LinkButton key="bills" to={paths.tradeList.path}>
              账单明细
            </LinkButton>,
          ]}
        />
      </Card>
    );
  }
  if (o.status === RechargeState.closed) {
    const expired = o.expireAt !== '' && Date.parse(o.expireAt) <= Date.now();
    return (
      <Card className="pc-card">
        <Result
          icon={<CloseCircleOutlined className="topup-result__closed" aria-hidden />}
          title={expired ? '订单已过期' : '订单已关闭'}
          subTitle={
            <div className="topup-result">
              <p>
                {yuanText(o.amount)} 的充值订单{expired ? '超过15分钟未付款，已自动关闭' : '已关闭'}
                ，没有扣款。如需充值请重新发起。
              </p>
              <p className="wallet-muted">订单号：{o.orders}</p>
            </div>
          }
          extra={[again, wallet]}
        />
      </Card>
    );
  }
  const polling = !timedOut;
  return (
    <Card className="pc-card">
      <Result
        icon={
          polling ? <Spin size="large" /> : <ClockCircleOutlined className="topup-result__wait" aria-hidden />
        }
        title="等待支付结果"
        subTitle={
          <div className="topup-result" role="status">
            <p>
              {polling
                ? `正在确认 ${yuanText(o.amount)} 的${channelName(o.orders)}付款结果，请稍候…`
                : `暂未收到 ${yuanText(o.amount)} 的付款结果。如果您已在${channelName(o.orders)}完成付款，通常几分钟内到账，请稍后刷新。`}
            </p>
            <p className="wallet-muted">订单号：{o.orders}</p>
          </div>
        }
        extra={[
          <Button key="refresh" type="primary" onClick={refresh} loading={hydrated && order.isFetching}>
            刷新
          </Button>,
          wallet,
        ]}
      />
    </Card>
  );
}

/**
 * `/personCenter/charging`: the top-up form, and the Alipay return page when the URL carries the order
 * (`?orders=…`; Alipay appends its own parameters, which are ignored apart from `out_trade_no`).
 */
export default function ChargingPage() {
  const [params] = useSearchParams();
  const orders = (params.get('orders') ?? params.get('out_trade_no') ?? '').trim().slice(0, 64);
  return (
    <div className="pc-page">
      <PageHeader title={orders ? '充值结果' : '充值'}>
        {orders ? `${channelName(orders)}付款结果` : '通过支付宝或微信支付为账户充值，付款成功后计入可用余额'}
      </PageHeader>
      {orders ? (
        <OrderResult key={orders} orders={orders} />
      ) : (
        <TopUpForm
          origin={{ back: safeBack(params.get('back')), amount: amountParam(params.get('amount')) }}
        />
      )}
    </div>
  );
}
