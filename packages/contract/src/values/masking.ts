/**
 * The plain values of contact masking (the mask, the notice, the console's threshold): no zod here, so that
 * a server-rendered page's form or dialog can say them without loading the contract's schemas
 * (apps/web/src/public-first-load.test.ts). `masking.ts` re-exports them.
 */

/** What a contact detail is shown as to everyone else until the parties have a deal. */
export const contactMask = '联系方式已隐藏（成交后可见）';

/** Said to the author on the form and after a save that held contact details: what happens, and why. */
export const contactHiddenNotice =
  '请勿填写手机号、微信、QQ、邮箱或其他平台的链接与账号：成交前其他会员看到的是「联系方式已隐藏（成交后可见）」。交易款项由平台托管，绕开平台私下交易将无法保障双方的资金与权益。';

/** A member with this many attempts or more is listed for the operators by default. */
export const repeatedContactAttempts = 3;
