import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useSetPayment } from './set-payment.ts';
import { useWalletInfo } from './wallet-info.ts';

/**
 * Not a call of its own: the calls a payment from the wallet (components/pay-dialog.tsx, `PayDialog` and
 * `PayPanel`) is given, so that each payment wires them in one line: `Member/walletInfo`, and for
 * 设置支付密码 inside it the member's mobile (`Member/userInfo`, asked only while `enabled`), `User/getCode`
 * and `Member/setPayment`. `<PayDialog {...usePaymentCalls(open)} … />`.
 */
export function usePaymentCalls(enabled = true) {
  return {
    wallet: useWalletInfo(),
    paycodeCalls: { member: useUserInfo({ enabled }), getCode: useGetCode(), setPayment: useSetPayment() },
  };
}
