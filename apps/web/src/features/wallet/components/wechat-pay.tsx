import { RechargeState } from '@hz/contract/common/states';
import { Button, Card, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { isMobileUserAgent } from '../../../lib/use-media-query.ts';
import { useOrderInfo } from '../api/order-info.ts';
import type { WechatPayLink } from '../api/wechat-pay.ts';
import { QrCode } from './qr-code.tsx';
import { yuanText } from './wallet-format.ts';

/** How WeChat Pay is paid here: inside WeChat (JSAPI), in a phone browser (H5), else a QR code (Native). */
export function wechatTradeType(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  if (/MicroMessenger/i.test(ua)) return 'jsapi' as const;
  return isMobileUserAgent(ua) ? ('h5' as const) : ('native' as const);
}

type JsapiParams = NonNullable<WechatPayLink['jsapi']>;
interface Bridge {
  invoke(name: string, params: JsapiParams, done: (res: { err_msg?: string }) => void): void;
}

/**
 * WeChat's own cashier inside WeChat (`getBrandWCPayRequest`): `ok`, `cancel` or `fail`. The bridge exists
 * only in WeChat's browser; it may become ready after the page.
 */
export function payInWechat(params: JsapiParams): Promise<'ok' | 'cancel' | 'fail'> {
  return new Promise((resolve) => {
    const run = () => {
      const bridge = (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
      if (!bridge) {
        resolve('fail');
        return;
      }
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res.err_msg ?? '';
        resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    };
    if ((window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge) run();
    else document.addEventListener('WeixinJSBridgeReady', run, { once: true });
  });
}

/** The fake's pay page is a plain link (development); WeChat Pay's own code is `weixin://…`. */
const isFakePage = (codeUrl: string) => /^(https?:\/\/|\/)/.test(codeUrl);

/**
 * Native: the QR code to scan with WeChat, the amount and the order; the order is asked about every 2 s
 * and the page turns to the result once it is paid.
 */
export function WechatNative({ link, onCancel }: { link: WechatPayLink; onCancel: () => void }) {
  const navigate = useNavigate();
  const order = useOrderInfo(link.orders, true);
  const status = order.data?.status;
  useEffect(() => {
    if (status && status !== RechargeState.pending) {
      navigate(`${paths.charging.path}?orders=${encodeURIComponent(link.orders)}`, { replace: true });
    }
  }, [status, link.orders, navigate]);
  // China time, HH:mm (business time, DESIGN §4)
  const time = formatChinaTime(link.expireAt).slice(11);
  return (
    <Card className="pc-card">
      <Result
        className="wechat-native"
        icon={<QrCode text={link.codeUrl} size={200} label="微信支付二维码" />}
        title={
          <span>
            微信扫码支付 <strong data-testid="wechat-amount">{yuanText(link.amount)}</strong>
          </span>
        }
        subTitle={
          <div className="topup-result" role="status">
            <p>请打开微信“扫一扫”扫描二维码付款，完成后本页自动显示结果。二维码 {time} 前有效。</p>
            <p className="wallet-muted">订单号：{link.orders}</p>
            {isFakePage(link.codeUrl) && (
              <p>
                <a href={link.codeUrl} data-testid="wechat-fake-pay">
                  开发模拟：打开付款页
                </a>
              </p>
            )}
          </div>
        }
        extra={[
          <Button key="cancel" onClick={onCancel}>
            返回修改
          </Button>,
        ]}
      />
    </Card>
  );
}
