/**
 * What signing a contract version does, for the confirmation on /signContract, said for who has signed
 * it already (issue 27: the factory was told 客户签署后合同即签订 after the client had signed). `prepay`
 * is the first stage with its amount (预付款 ¥3,150.00), held from the client's balance once both signed.
 */
export function signNote(
  side: 'client' | 'factory',
  v: { signedb: string; signedf: string },
  prepay: string,
): string {
  if (side === 'client') {
    return v.signedf
      ? `工厂已于 ${v.signedf} 签署；您签署后合同即签订，${prepay} 从您的余额转入平台托管。`
      : `签署后等待工厂签署；双方都签署后合同即签订，${prepay} 将从您的余额转入平台托管。`;
  }
  return v.signedb
    ? `客户已于 ${v.signedb} 签署；您签署后合同即签订，客户的${prepay} 转入平台托管。`
    : '签署后等待客户签署；客户签署后合同即签订。';
}
