import { VerifyState } from '@hz/contract/common/states';
import type { UpdateBaseInfoBody, UserInfo } from '@hz/contract/members';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle } from '../../lib/mask.ts';
import { fenToYuan } from '../../lib/money.ts';
import { requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import type { SessionMember } from './session-member.ts';
import * as repo from './members-repository.ts';

/** The member as they see themself: the seed's user-info fields, money in yuan, no secret. */
/** The member's place in a company as `userInfo` says it (decision 056). */
function staffInfo(m: SessionMember): UserInfo['staff'] {
  if (m.actor) {
    const { roles } = m.actor;
    return {
      name: m.actor.name,
      roles,
      owner: false,
      seesMoney: roles.includes('admin') || roles.includes('finance'),
    };
  }
  if (m.businsauth === VerifyState.approved)
    return { name: m.name || m.nickname, roles: ['admin'], owner: true, seesMoney: true };
  return null;
}

export function toUserInfo(m: SessionMember): UserInfo {
  const created = chinaParts(m.createdAt);
  const staff = staffInfo(m);
  const money = (fen: number) => (staff && !staff.seesMoney ? 0 : fenToYuan(fen));
  const person = m.actor?.person ?? m;
  return {
    staff,
    cardno: m.cardno,
    usertype: m.usertype,
    cardtype: m.cardtype,
    mobile: person.mobile,
    name: m.name,
    nickname: m.nickname,
    userlogo: m.userlogo,
    company: m.company,
    myjob: m.myjob,
    birth: m.birth,
    sex: m.sex,
    idcard: maskMiddle(m.idcard),
    qqnum: m.qqnum,
    email: m.email,
    addr: m.addr,
    prov: m.prov,
    city: m.city,
    strt: m.strt,
    descr: m.descr,
    score: m.score,
    ispaycode: person.hasPaycode,
    hastips: false,
    personauth: person.personauth,
    businsauth: m.businsauth,
    bindwx: m.bindwx,
    coins: money(m.coins),
    invitcoins: money(m.invitcoins),
    invitcoins_dsnr: money(m.invitcoinsDsnr),
    invitcoins_bsns: money(m.invitcoinsBsns),
    invitpples: m.invitpples,
    myworks: m.myworks,
    cmtigots: m.cmtigots,
    isadmin: m.isadmin,
    dates: created.date,
    times: created.time,
  };
}

export function createMembersService(deps: { db: Db }) {
  return {
    async updateBaseInfo(member: SessionMember, fields: UpdateBaseInfoBody): Promise<UserInfo> {
      if (
        fields.name !== undefined &&
        fields.name !== member.name &&
        member.personauth === VerifyState.approved
      ) {
        const msg = '实名认证通过后姓名不能修改';
        throw new AppError('state_conflict', msg, { fields: { name: msg } });
      }
      if (
        fields.company !== undefined &&
        fields.company !== member.company &&
        member.businsauth === VerifyState.approved
      ) {
        const msg = '企业认证通过后公司名称不能修改';
        throw new AppError('state_conflict', msg, { fields: { company: msg } });
      }
      if (Object.keys(fields).length === 0) return toUserInfo(member);
      const { userlogo, ...rest } = fields;
      return deps.db.transaction(async (tx) => {
        let logo: { userlogo: string } | undefined;
        if (userlogo) {
          await requireOwnFile(tx, member.id, userlogo, {
            purposes: ['avatar'],
            kind: 'image',
            field: 'userlogo',
          });
          // the 320 px thumbnail: an avatar is never shown larger
          logo = { userlogo: thumbUrl(userlogo) };
        } else if (userlogo === '') logo = { userlogo: '' };
        return toUserInfo(await repo.updateBaseInfo(tx, member.id, { ...rest, ...logo }));
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
