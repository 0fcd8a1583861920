import { itemLinks, profileLinks } from '@hz/contract/common/links';
import {
  CONSULT_PAGE,
  CONSULT_PER_MINUTE,
  type ConsultContext,
  type ConsultMessage,
  type ConsultThread,
  REPLY_MIN_THREADS,
  REPLY_WINDOW_DAYS,
  replyTimeText,
} from '@hz/contract/consult';
import type { z } from '@hz/contract/common/zod';
import type {
  blockBody,
  listBody,
  messagesBody,
  openBody,
  replyTimeBody,
  reportBody,
  sendBody,
} from '@hz/contract/consult';
import { VerifyState } from '@hz/contract/common/states';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { ConsultFile, ConsultFrom } from '../../db/schema/consult.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { chinaDayStart, chinaParts } from '../../lib/china-time.ts';
import { maskContactsInFileName } from '../../lib/contact-mask.ts';
import { readAs, recordDealTexts } from '../deals/deal-masking.ts';
import { haveDeal } from '../deals/deal-parties.ts';
import type { EventsService } from '../events/events-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { findServiceTerms, profileKindOfService } from '../people/offers-service.ts';
import { memberContact, publicProfileRef } from '../people/profiles-service.ts';
import { findWorkRef } from '../people/works-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import * as repo from './consult-repository.ts';

/** The event a new message raises (the notice dispatcher's `consult.message`). */
export const CONSULT_MESSAGE_EVENT = 'consult.message';
export interface ConsultMessageEvent {
  /** The recipient. */
  to: number;
  /** The sender's name. */
  from: string;
  /** The start of the message as the recipient reads it (contacts masked until a deal). */
  excerpt: string;
  /** The recipient is the designer or factory asked (a new question) rather than the asker (an answer). */
  asked: boolean;
}

/** Where a notice of a thread points: the message centre's consultation box, that thread open. */
export const threadLink = (id: number) => `/message?box=consult&id=${id}`;

/** The catalogue entry (decision 043): the recipient's in-app notice; SMS and WeChat plug in beside it. */
export const consultNotices = [
  {
    name: CONSULT_MESSAGE_EVENT,
    notices: (e: { objectId: number; data: ConsultMessageEvent }) => [
      {
        to: e.data.to,
        kind: 'consult' as const,
        title: e.data.asked ? '新的咨询' : '咨询有新回复',
        conts: `${e.data.from}：${e.data.excerpt}`,
        link: threadLink(e.objectId),
      },
    ],
  },
];

/** Where a thread started, as a party reads it (its title masked until a deal) or an operator does. */
export const contextOut = (c: ConsultFrom | null, deal: boolean): ConsultContext | null =>
  c && {
    kind: c.kind,
    id: c.id,
    title: readAs(deal).text(c.title),
    cover: c.cover ? fileUrl(c.cover) : '',
    link: c.link,
  };

type Member = { id: number; personauth: number; businsauth: number };
const FILE_PURPOSES = ['document', 'listing', 'model'] as const;
const notFound = () => new AppError('not_found', '咨询不存在');
const kindNames = { designer: '设计师', factory: '工厂' } as const;

/**
 * Asking before hiring (issue 28 point 6; docs/domains/consult.md; decision 051): one thread per pair of
 * members, opened from a designer's or factory's page, work, case or service; messages kept as written and
 * masked for the other side until the two have a deal; limits on new threads per day; block and report.
 */
export function createConsultService(deps: {
  db: Db;
  events: EventsService;
  messages: MessagesService;
  recordContact: RecordContactAttempt;
  limiter?: Limiter;
  limits: { newPerDay: number; newPerDayUnverified: number };
}) {
  const { db, events, messages, recordContact, limiter, limits } = deps;

  const sideOf = (t: repo.ThreadRow, memberId: number): 'asker' | 'owner' | null =>
    t.askerId === memberId ? 'asker' : t.ownerId === memberId ? 'owner' : null;
  const otherOf = (t: repo.ThreadRow, memberId: number) => (t.askerId === memberId ? t.ownerId : t.askerId);

  /** The thread for one of its parties; anyone else: it does not exist. */
  async function partyThread(tx: Tx, id: number, memberId: number, lock = false) {
    const t = await repo.findThread(tx, id, lock);
    if (!t) throw notFound();
    const side = sideOf(t, memberId);
    if (!side) throw notFound();
    return { t, side: side as 'asker' | 'owner' };
  }

  /** The sender may write: neither side blocked the other. */
  function mayWrite(t: repo.ThreadRow, memberId: number) {
    if (t.blockedBy === null) return;
    if (t.blockedBy === memberId) throw new AppError('forbidden', '您已屏蔽对方，取消屏蔽后才能发送消息');
    throw new AppError('forbidden', '对方已设置不再接收您的消息，无法发送咨询');
  }

  async function tooOften(memberId: number) {
    if (!limiter) return;
    const often = await limiter.hit(`consult:${memberId}`, CONSULT_PER_MINUTE, 60_000);
    if (often?.refused === 'often') throw rateLimited('发送过于频繁，请稍后再试', often.retryAfterMs / 1000);
  }

  async function files(tx: Tx, memberId: number, ids: readonly string[]): Promise<ConsultFile[]> {
    const out: ConsultFile[] = [];
    for (const id of new Set(ids)) {
      const f = await requireOwnFile(tx, memberId, id, { purposes: FILE_PURPOSES, field: 'attach' });
      out.push({ id: f.id, name: f.name, kind: f.kind });
    }
    return out;
  }

  /** The page a consultation starts from: the profile, or one of its public works, cases or services. */
  async function contextOf(
    tx: Tx,
    target: NonNullable<Awaited<ReturnType<typeof publicProfileRef>>>,
    b: z.infer<typeof openBody>,
  ): Promise<ConsultFrom> {
    if (!b.from || !b.item)
      return {
        kind: b.kind,
        id: 0,
        title: target.name,
        cover: target.logo,
        link: profileLinks[b.kind](target.cardno),
      };
    if (b.from === 'service') {
      const s = await findServiceTerms(tx, b.item);
      if (!s?.isPublic || s.memberId !== target.memberId || profileKindOfService(s.type) !== b.kind)
        throw new AppError('not_found', '服务不存在或未通过审核');
      return { kind: 'service', id: s.id, title: s.title, cover: s.cover, link: itemLinks.service(s.id) };
    }
    const w = await findWorkRef(tx, b.item);
    const kind = b.kind === 'designer' ? 'work' : 'case';
    if (!w?.isPublic || w.memberId !== target.memberId || w.kind !== kind || b.from !== kind)
      throw new AppError('not_found', `${b.from === 'case' ? '案例' : '作品'}不存在或未通过审核`);
    return { kind, id: w.id, title: w.title, cover: w.cover, link: itemLinks[kind](w.id) };
  }

  /**
   * One message into the thread (in the caller's transaction): stored as written, its contact details
   * recorded as an attempt unless the two have a deal, both sides' streams told, and the recipient's
   * notice raised when they had nothing unread in the thread (a lively conversation is one notice).
   */
  async function append(
    tx: Tx,
    t: repo.ThreadRow,
    sender: number,
    m: { conts: string; attach: ConsultFile[]; context: ConsultFrom | null },
  ) {
    const to = otherOf(t, sender);
    const deal = await haveDeal(tx, t.askerId, t.ownerId);
    const contactHidden = deal
      ? false
      : await recordDealTexts(
          recordContact,
          tx,
          sender,
          { kind: 'consult', id: t.id, title: `咨询：${t.context?.title ?? ''}`.slice(0, 200), link: '' },
          { message: [m.conts], file: m.attach.map((f) => f.name) },
        );
    const toRead = to === t.ownerId ? t.ownerRead : t.askerRead;
    const waiting = await repo.hasUnreadFor(tx, t.id, to, toRead);
    const row = await repo.appendMessage(tx, t, { memberId: sender, ...m });
    await messages.consult(tx, to, t.id);
    await messages.consult(tx, sender, t.id);
    if (!waiting) {
      const from = (await repo.partyOf(tx, sender))?.name ?? '会员';
      const text = readAs(deal).text(m.conts);
      const data: ConsultMessageEvent = {
        to,
        from,
        excerpt: text ? (text.length > 60 ? `${text.slice(0, 60)}…` : text) : '[文件]',
        asked: to === t.ownerId,
      };
      await events.emit(tx, {
        name: CONSULT_MESSAGE_EVENT,
        objectKind: 'consult',
        objectId: t.id,
        actorId: sender,
        data,
      });
    }
    return { row, deal, contactHidden };
  }

  function messageOut(r: repo.MessageRow, viewer: number, deal: boolean): ConsultMessage {
    const mine = r.memberId === viewer;
    const reveal = mine || deal;
    const { date, time } = chinaParts(r.createdAt);
    return {
      id: r.id,
      mine,
      conts: readAs(reveal).text(r.conts),
      attach: r.attach.map((f) => ({
        id: f.id,
        url: fileUrl(f.id),
        name: reveal ? f.name : maskContactsInFileName(f.name),
        kind: f.kind,
      })),
      context: contextOut(r.context, deal),
      created: r.createdAt.toISOString(),
      dates: date,
      times: time,
    };
  }

  function threadOut(
    t: repo.ThreadRow,
    viewer: number,
    o: {
      other: { cardno: string; name: string; logo: string };
      last: { conts: string; files: number; by: number | null };
      unread: number;
      deal: boolean;
    },
  ): ConsultThread {
    const side = sideOf(t, viewer)!;
    const { date, time } = chinaParts(t.lastAt);
    const lastMine = o.last.by === viewer;
    const text = readAs(lastMine || o.deal).text(o.last.conts);
    return {
      id: t.id,
      role: side,
      kind: t.kind,
      other: {
        cardno: o.other.cardno,
        name: o.other.name,
        logo: o.other.logo ? fileUrl(o.other.logo) : '',
        link: side === 'asker' ? profileLinks[t.kind](o.other.cardno) : '',
      },
      context: contextOut(t.context, o.deal),
      last: text || (o.last.files > 0 ? `[文件${o.last.files}个]` : ''),
      lastMine,
      lastAt: t.lastAt.toISOString(),
      unread: o.unread,
      blocked: t.blockedBy === null ? 'none' : t.blockedBy === viewer ? 'me' : 'them',
      dates: date,
      times: time,
    };
  }

  return {
    async open(member: Member, b: z.infer<typeof openBody>) {
      await tooOften(member.id);
      return events.transaction(async (tx) => {
        const target = await publicProfileRef(tx, b.cardno, b.kind);
        if (!target) throw new AppError('not_found', `${kindNames[b.kind]}不存在或资料尚未通过审核`);
        if (target.memberId === member.id) throw new AppError('forbidden', '不能咨询自己');
        const context = await contextOf(tx, target, b);
        const attach = await files(tx, member.id, b.attach);
        // one asker's opens one after another: the day's count cannot be overtaken by a concurrent open
        await repo.lockAsker(tx, member.id);
        let t = await repo.findPair(tx, member.id, target.memberId);
        let created = false;
        if (!t) {
          const verified =
            member.personauth === VerifyState.approved || member.businsauth === VerifyState.approved;
          const cap = verified ? limits.newPerDay : limits.newPerDayUnverified;
          const today = await repo.countOpenedSince(tx, member.id, chinaDayStart(new Date()));
          if (today >= cap)
            throw new AppError(
              'limit_exceeded',
              verified
                ? `您今天已发起${cap}个新咨询，请明天再试，或在已有的对话中继续沟通`
                : `未认证会员每天最多发起${cap}个新咨询；完成实名认证或企业认证后每天可发起${limits.newPerDay}个`,
            );
          const made = await repo.insertThread(tx, {
            askerId: member.id,
            ownerId: target.memberId,
            kind: b.kind,
            context,
          });
          // the other member opened the pair's thread at the same moment: theirs is ours
          t = made ?? (await repo.findPair(tx, member.id, target.memberId));
          created = made !== undefined;
        }
        if (!t) throw new AppError('conflict', '咨询正在创建，请稍后再试');
        mayWrite(t, member.id);
        const { contactHidden } = await append(tx, t, member.id, { conts: b.conts, attach, context });
        return { id: t.id, created, contactHidden };
      });
    },

    list(member: { id: number }, b: z.infer<typeof listBody>) {
      return db.transaction(async (tx) => {
        const { rows, total, unread } = await repo.threadsOf(tx, member.id, {
          offset: (b.page - 1) * b.pageSize,
          limit: b.pageSize,
        });
        const listItem: ConsultThread[] = [];
        for (const r of rows) {
          const deal = await haveDeal(tx, r.thread.askerId, r.thread.ownerId);
          listItem.push(
            threadOut(r.thread, member.id, {
              other: { cardno: r.otherCardno, name: r.otherName, logo: r.otherLogo },
              last: { conts: r.lastConts ?? '', files: r.lastFiles, by: r.lastBy },
              unread: r.unread,
              deal,
            }),
          );
        }
        return { listItem, total, page: b.page, pageSize: b.pageSize, unread };
      });
    },

    /** The thread's messages for one of its parties; reading them marks the thread read for them. */
    messages(member: { id: number }, b: z.infer<typeof messagesBody>) {
      return db.transaction(async (tx) => {
        const { t, side } = await partyThread(tx, b.id, member.id);
        const rows = await repo.messagesOf(tx, t.id, { after: b.after, limit: CONSULT_PAGE });
        const deal = await haveDeal(tx, t.askerId, t.ownerId);
        const otherId = otherOf(t, member.id);
        const other = (await repo.partyOf(tx, otherId, t.kind))!;
        // the viewer's other tabs (and the list's unread marks) follow
        if (await repo.markRead(tx, t, side)) await messages.consult(tx, member.id, t.id);
        // and the notices that told of it
        await messages.readLink(tx, member.id, threadLink(t.id));
        const last = rows.at(-1);
        const contact = deal ? await memberContact(tx, otherId) : undefined;
        return {
          thread: threadOut(t, member.id, {
            other: { cardno: other.cardno, name: other.name, logo: other.userlogo },
            last: { conts: last?.conts ?? '', files: last?.attach.length ?? 0, by: last?.memberId ?? null },
            unread: 0,
            deal,
          }),
          listItem: rows.map((r) => messageOut(r, member.id, deal)),
          deal,
          contact: contact ? { mobile: contact.mobile, qqnum: contact.qqnum, email: contact.email } : null,
          open: t.blockedBy === null,
          reported: await repo.hasReported(tx, t.id, member.id),
        };
      });
    },

    async send(member: { id: number }, b: z.infer<typeof sendBody>) {
      await tooOften(member.id);
      return events.transaction(async (tx) => {
        // locked: a block in between is never overtaken by a message
        const { t } = await partyThread(tx, b.id, member.id, true);
        mayWrite(t, member.id);
        const attach = await files(tx, member.id, b.attach);
        const { row, deal, contactHidden } = await append(tx, t, member.id, {
          conts: b.conts,
          attach,
          context: null,
        });
        return { ...messageOut(row, member.id, deal), contactHidden };
      });
    },

    /** Stops (or allows again) the other side's messages; a block made by the other side stays theirs. */
    block(member: { id: number }, b: z.infer<typeof blockBody>) {
      return db.transaction(async (tx) => {
        const { t } = await partyThread(tx, b.id, member.id, true);
        let by = t.blockedBy;
        if (b.block && by === null) by = member.id;
        if (!b.block && by === member.id) by = null;
        if (by !== t.blockedBy) {
          await repo.setBlocked(tx, t.id, by);
          await messages.consult(tx, t.askerId, t.id);
          await messages.consult(tx, t.ownerId, t.id);
        }
        return {
          blocked: by === null ? ('none' as const) : by === member.id ? ('me' as const) : ('them' as const),
        };
      });
    },

    /** A party reports the thread to the operators (the console's 咨询举报 list). */
    report(member: { id: number }, b: z.infer<typeof reportBody>) {
      return db.transaction(async (tx) => {
        const { t } = await partyThread(tx, b.id, member.id);
        await repo.upsertReport(tx, { threadId: t.id, reporterId: member.id, reason: b.reason });
        return { reported: true as const };
      });
    },

    /** 响应时间 on a public profile: the median first reply over the last 30 days, from 3 threads. */
    replyTime(b: z.infer<typeof replyTimeBody>) {
      return db.transaction(async (tx) => {
        const target = await publicProfileRef(tx, b.cardno, b.kind);
        if (!target) throw new AppError('not_found', `${kindNames[b.kind]}不存在或资料尚未通过审核`);
        const s = await repo.replyStats(tx, target.memberId, b.kind, REPLY_WINDOW_DAYS);
        if (s.minutes === null || s.threads < REPLY_MIN_THREADS)
          return { minutes: null, threads: s.threads, text: '' };
        const minutes = Math.max(1, Math.round(s.minutes));
        return { minutes, threads: s.threads, text: replyTimeText(minutes) };
      });
    },
  };
}

export type ConsultService = ReturnType<typeof createConsultService>;
