import { sql } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import { members } from '../../db/schema/members.ts';
import type { StaffActor } from '../../lib/acting.ts';

export type MemberRow = typeof members.$inferSelect;
/** The members table under another name (a self-join). */
export type MembersAlias = ReturnType<typeof alias<typeof members, string>>;

/**
 * The member as every authenticated request sees it: no secrets (password and pay-password hashes,
 * WeChat ids stay in the table), which also keeps the hot session lookup small. Of any alias of the
 * members table (`memberColumnsOf`): the session lookup reads a staff member's company account too.
 */
export const memberColumnsOf = (m: typeof members | MembersAlias) => ({
  id: m.id,
  cardno: m.cardno,
  mobile: m.mobile,
  usertype: m.usertype,
  cardtype: m.cardtype,
  name: m.name,
  nickname: m.nickname,
  userlogo: m.userlogo,
  company: m.company,
  myjob: m.myjob,
  birth: m.birth,
  sex: m.sex,
  idcard: m.idcard,
  qqnum: m.qqnum,
  email: m.email,
  addr: m.addr,
  prov: m.prov,
  city: m.city,
  strt: m.strt,
  descr: m.descr,
  score: m.score,
  personauth: m.personauth,
  businsauth: m.businsauth,
  hasPaycode: sql<boolean>`${m.paycodeHash} IS NOT NULL`,
  bindwx: sql<boolean>`${m.wxOpenid} IS NOT NULL`,
  coins: m.coins,
  invitcoins: m.invitcoins,
  invitcoinsDsnr: m.invitcoinsDsnr,
  invitcoinsBsns: m.invitcoinsBsns,
  invitpples: m.invitpples,
  myworks: m.myworks,
  cmtigots: m.cmtigots,
  isadmin: m.isadmin,
  createdAt: m.createdAt,
});
export const sessionMemberColumns = memberColumnsOf(members);
export type SessionMemberRow = {
  [K in keyof typeof sessionMemberColumns]: K extends 'hasPaycode' | 'bindwx'
    ? boolean
    : MemberRow[K & keyof MemberRow];
};
/**
 * A request's member. For a company's staff member (decision 056) it is the company's account, with
 * `actor`: the person and their roles (`lib/acting.ts`); a call the role table marks `self` gets the
 * person instead (`actor.person`).
 */
export type SessionMember = SessionMemberRow & { actor?: StaffActor & { person: SessionMemberRow } };

/**
 * The person behind a request's member: a staff member acting for their company is themself here (their
 * own mobile for SMS codes, their own password), anyone else is the member.
 */
export const personOf = <M extends SessionMemberRow & { actor?: { person: SessionMemberRow } }>(m: M) =>
  m.actor?.person ?? m;
