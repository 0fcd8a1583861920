import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { VerifyState, verifyStateValues } from '@hz/contract/common/states';
import { createdAt, oneOf, serialId, updatedAt } from './columns.ts';

/** A column naming a member (`member_id` unless told), required. */
export const memberRef = (name = 'member_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id);

/** A member of the marketplace. Money columns are integer fen. */
export const members = pgTable(
  'members',
  {
    id: serialId(),
    cardno: text('cardno').notNull(),
    mobile: text('mobile').notNull(),
    /** argon2id; null for an account created through WeChat that never set a password. */
    passwordHash: text('password_hash'),
    usertype: smallint('usertype').notNull().default(1),
    cardtype: smallint('cardtype').notNull().default(1),
    name: text('name').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    userlogo: text('userlogo').notNull().default(''),
    company: text('company').notNull().default(''),
    myjob: text('myjob').notNull().default(''),
    birth: text('birth').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    idcard: text('idcard').notNull().default(''),
    qqnum: text('qqnum').notNull().default(''),
    email: text('email').notNull().default(''),
    addr: text('addr').notNull().default(''),
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    strt: text('strt').notNull().default(''),
    descr: text('descr').notNull().default(''),
    score: integer('score').notNull().default(0),
    personauth: smallint('personauth').$type<VerifyState>().notNull().default(VerifyState.none),
    businsauth: smallint('businsauth').$type<VerifyState>().notNull().default(VerifyState.none),
    paycodeHash: text('paycode_hash'),
    /** Wrong pay passwords in a row; the 5th locks paying until `paycodeLockedUntil`. */
    paycodeFails: smallint('paycode_fails').notNull().default(0),
    paycodeLockedUntil: timestamp('paycode_locked_until', { withTimezone: true }),
    wxUnionid: text('wx_unionid'),
    wxOpenid: text('wx_openid'),
    coins: bigint('coins', { mode: 'number' }).notNull().default(0),
    invitcoins: bigint('invitcoins', { mode: 'number' }).notNull().default(0),
    invitcoinsDsnr: bigint('invitcoins_dsnr', { mode: 'number' }).notNull().default(0),
    invitcoinsBsns: bigint('invitcoins_bsns', { mode: 'number' }).notNull().default(0),
    invitpples: integer('invitpples').notNull().default(0),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    myworks: integer('myworks').notNull().default(0),
    cmtigots: integer('cmtigots').notNull().default(0),
    isadmin: boolean('isadmin').notNull().default(false),
    /**
     * The versions (dates, `common/agreements.ts`) of 《用户服务协议》 and 《隐私政策》 the member agreed
     * to when the account was made, and when; empty / null for accounts made before they were recorded.
     */
    termsVersion: text('terms_version').notNull().default(''),
    privacyVersion: text('privacy_version').notNull().default(''),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_cardno_key').on(t.cardno),
    uniqueIndex('members_mobile_key').on(t.mobile),
    uniqueIndex('members_wx_unionid_key').on(t.wxUnionid),
    uniqueIndex('members_wx_openid_key').on(t.wxOpenid),
    check('members_personauth_check', oneOf(t.personauth, verifyStateValues)),
    check('members_businsauth_check', oneOf(t.businsauth, verifyStateValues)),
  ],
);
