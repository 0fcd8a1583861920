import type { NoticeChannel, NoticeGroup, NoticeSendState } from '@hz/contract/notices';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { noticePrefs, noticeSends, wechatBinds } from '../../db/schema/notices.ts';

/** Notices off the site (tables `notice_prefs`, `wechat_binds`, `notice_sends`): SQL only. */

export type SendRow = typeof noticeSends.$inferSelect;

/** The member's switches that differ from the default. */
export function prefsOf(tx: Tx | Db, memberId: number) {
  return tx
    .select({ grp: noticePrefs.grp, channel: noticePrefs.channel, on: noticePrefs.on })
    .from(noticePrefs)
    .where(eq(noticePrefs.memberId, memberId));
}

export async function savePrefs(
  tx: Tx,
  memberId: number,
  rows: { grp: NoticeGroup; channel: NoticeChannel; on: boolean }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(noticePrefs)
    .values(rows.map((r) => ({ memberId, ...r })))
    .onConflictDoUpdate({
      target: [noticePrefs.memberId, noticePrefs.grp, noticePrefs.channel],
      set: { on: sql`excluded.on`, updatedAt: sql`now()` },
    });
}

export async function mobileOf(tx: Tx | Db, memberId: number): Promise<string | undefined> {
  const [r] = await tx.select({ mobile: members.mobile }).from(members).where(eq(members.id, memberId));
  return r?.mobile;
}

export async function openidOf(tx: Tx | Db, memberId: number): Promise<string | undefined> {
  const [r] = await tx
    .select({ openid: wechatBinds.openid })
    .from(wechatBinds)
    .where(eq(wechatBinds.memberId, memberId));
  return r?.openid;
}

/** Binds the follower to the member: any earlier binding of either is replaced. */
export async function bind(tx: Tx, memberId: number, openid: string) {
  await tx
    .delete(wechatBinds)
    .where(sql`${wechatBinds.memberId} = ${memberId} OR ${wechatBinds.openid} = ${openid}`);
  await tx.insert(wechatBinds).values({ memberId, openid });
}

export async function unbindOpenid(tx: Tx, openid: string) {
  await tx.delete(wechatBinds).where(eq(wechatBinds.openid, openid));
}

export async function unbindMember(tx: Tx | Db, memberId: number) {
  await tx.delete(wechatBinds).where(eq(wechatBinds.memberId, memberId));
}

/** A new send; its id, or undefined when this event already has one for the member and channel. */
export async function insertSend(
  tx: Tx,
  s: Omit<typeof noticeSends.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<number | undefined> {
  const [r] = await tx.insert(noticeSends).values(s).onConflictDoNothing().returning({ id: noticeSends.id });
  return r?.id;
}

export async function lockSend(tx: Tx, id: number): Promise<SendRow | undefined> {
  const [r] = await tx.select().from(noticeSends).where(eq(noticeSends.id, id)).for('update');
  return r;
}

export async function updateSend(
  tx: Tx,
  id: number,
  s: { state?: NoticeSendState; answer?: string; attempt?: boolean; sent?: boolean },
) {
  await tx
    .update(noticeSends)
    .set({
      ...(s.state ? { state: s.state } : {}),
      ...(s.answer !== undefined ? { answer: s.answer.slice(0, 500) } : {}),
      ...(s.attempt ? { attempts: sql`${noticeSends.attempts} + 1` } : {}),
      ...(s.sent ? { sentAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(noticeSends.id, id));
}

/**
 * The member's SMS or WeChat notices since `since`: sent (by `sent_at`; the daily SMS cap), or in one state
 * by creation (`folded`: the ones the day's digest counts).
 */
export async function countSince(
  tx: Tx,
  memberId: number,
  channel: NoticeChannel,
  since: Date,
  state?: NoticeSendState,
) {
  const [r] = await tx
    .select({ n: count() })
    .from(noticeSends)
    .where(
      and(
        eq(noticeSends.memberId, memberId),
        eq(noticeSends.channel, channel),
        state ? eq(noticeSends.state, state) : undefined,
        state ? gte(noticeSends.createdAt, since) : gte(noticeSends.sentAt, since),
      ),
    );
  return r?.n ?? 0;
}

export async function listSends(
  db: Db,
  f: { memberId?: number; channel?: NoticeChannel; state?: NoticeSendState; offset: number; limit: number },
) {
  const conds: SQL[] = [];
  if (f.memberId !== undefined) conds.push(eq(noticeSends.memberId, f.memberId));
  if (f.channel) conds.push(eq(noticeSends.channel, f.channel));
  if (f.state) conds.push(eq(noticeSends.state, f.state));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total], [failed]] = await Promise.all([
    db
      .select({ s: noticeSends, mobile: members.mobile })
      .from(noticeSends)
      .innerJoin(members, eq(members.id, noticeSends.memberId))
      .where(where)
      .orderBy(desc(noticeSends.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(noticeSends).where(where),
    db.select({ n: count() }).from(noticeSends).where(eq(noticeSends.state, 'failed')),
  ]);
  return { rows, total: total?.n ?? 0, failed: failed?.n ?? 0 };
}

export async function memberIdByMobile(db: Db, mobile: string) {
  const [r] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return r?.id;
}
