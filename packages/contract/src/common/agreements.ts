/**
 * The two documents a member agrees to when an account is made (`User/regist`, and `Wechat/bindMobile`
 * when it creates the member), each with its version: the date it was published. A change of either
 * text gets a new date here; registration then takes only the new one, and the member's row records
 * the versions agreed and when (decision 016). No zod here: the web's register page reads it.
 */
export const agreements = {
  terms: { title: '用户服务协议', version: '2026-12-06' },
  privacy: { title: '隐私政策', version: '2026-11-23' },
} as const;

export type AgreementKind = keyof typeof agreements;

/** What a client sends as `agree`: the versions it showed and the member accepted. */
export const currentAgreement = {
  terms: agreements.terms.version,
  privacy: agreements.privacy.version,
} as const;
