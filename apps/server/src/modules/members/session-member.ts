import { sql } from 'drizzle-orm';
import { members } from '../../db/schema/members.ts';
import type { StaffActor } from '../../lib/acting.ts';

export type MemberRow = typeof members.$inferSelect;

/**
 * The member as every authenticated request sees it: no secrets (password and pay-password hashes,
 * WeChat ids stay in the table), which also keeps the hot session lookup small.
 */
export const sessionMemberColumns = {
  id: members.id,
  cardno: members.cardno,
  mobile: members.mobile,
  usertype: members.usertype,
  cardtype: members.cardtype,
  name: members.name,
  nickname: members.nickname,
  userlogo: members.userlogo,
  company: members.company,
  myjob: members.myjob,
  birth: members.birth,
  sex: members.sex,
  idcard: members.idcard,
  qqnum: members.qqnum,
  email: members.email,
  addr: members.addr,
  prov: members.prov,
  city: members.city,
  strt: members.strt,
  descr: members.descr,
  score: members.score,
  personauth: members.personauth,
  businsauth: members.businsauth,
  hasPaycode: sql<boolean>`${members.paycodeHash} IS NOT NULL`,
  bindwx: sql<boolean>`${members.wxOpenid} IS NOT NULL`,
  coins: members.coins,
  invitcoins: members.invitcoins,
  invitcoinsDsnr: members.invitcoinsDsnr,
  invitcoinsBsns: members.invitcoinsBsns,
  invitpples: members.invitpples,
  myworks: members.myworks,
  cmtigots: members.cmtigots,
  isadmin: members.isadmin,
  createdAt: members.createdAt,
};
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
