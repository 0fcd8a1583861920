import { FeedbackState } from '@hz/contract/common/states';
import {
  type FeedbackAddBody,
  type FeedbackItem,
  type FeedbackKind,
  feedbackHourlyLimit,
  feedbackKindNames,
} from '@hz/contract/contact';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { sentence } from '../../lib/sentence.ts';
import { defineMachine } from '../../lib/state-machine.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import * as repo from './contact-repository.ts';

/** A piece of feedback waits for an operator, who handles it once, with a note. */
export const feedbackMachine = defineMachine(
  'feedback',
  [
    { from: [FeedbackState.pending], action: 'handle', actor: 'operator', to: FeedbackState.handled },
  ] as const,
  { conflict: '该反馈已处理，请刷新后查看' },
);

const HOUR_MS = 3_600_000;

const toItem = (r: repo.FeedbackRow): FeedbackItem => {
  const { date, time } = chinaParts(r.createdAt);
  const handled = r.handledAt ? chinaParts(r.handledAt) : null;
  return {
    id: r.id,
    kind: r.kind as FeedbackKind,
    content: r.content,
    contact: r.contact,
    cardno: r.cardno ?? '',
    memberName: r.senderName || r.senderNickname || '',
    state: r.state,
    note: r.note,
    handlerName: r.handlerName || r.handlerNickname || (r.handledAt ? '运营' : ''),
    handled: handled ? `${handled.date} ${handled.time}` : '',
    dates: date,
    times: time,
  };
};

/**
 * Contacting the platform (联系我们, decision 015): the operator's contact settings, and feedback that a
 * visitor or a member sends (at most `feedbackHourlyLimit` an hour per client IP and per member) and an
 * operator handles with a note: audit-logged, and a member sender is messaged.
 */
export function createContactService(deps: {
  db: Db;
  support: Config['support'];
  messages: MessagesService;
  audit: AuditService;
}) {
  const { db, support, messages, audit } = deps;
  audit.defineTarget({
    kind: 'feedback',
    title: repo.excerptOf,
    memberId: repo.senderOf,
    link: (o) => `/admin/feedback?checked=${FeedbackState.handled}&id=${o.id}`,
  });

  return {
    contactInfo: () => ({ ...support }),

    /** A visitor must say where to reply; a member who does not is answered at the account's mobile. */
    async add(sender: { member: { id: number; mobile: string } | null; ip: string }, b: FeedbackAddBody) {
      const contact = b.contact || sender.member?.mobile;
      if (!contact) {
        const msg = '请填写手机号或邮箱，方便我们回复您';
        throw new AppError('invalid_params', msg, { fields: { contact: msg } });
      }
      const memberId = sender.member?.id ?? null;
      const row = await db.transaction(async (tx) => {
        await repo.lockSender(tx, sender.ip, memberId);
        const sent = await repo.countSince(tx, new Date(Date.now() - HOUR_MS), sender.ip, memberId);
        if (sent.ip >= feedbackHourlyLimit || sent.member >= feedbackHourlyLimit) {
          throw new AppError(
            'rate_limited',
            `提交过于频繁：每小时最多提交${feedbackHourlyLimit}条反馈，请稍后再试；紧急问题请拨打客服电话 ${support.phone}`,
          );
        }
        return repo.insertFeedback(tx, { ...b, contact, memberId, ip: sender.ip });
      });
      const { date, time } = chinaParts(row.createdAt);
      return { id: row.id, dates: date, times: time };
    },

    async list(q: { state: FeedbackState; page: number; pageSize: number }) {
      const { rows, total } = await repo.listFeedback(db, {
        state: q.state,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
    },

    /** Feedback waiting for an operator (the console's menu and tab). */
    pendingCount: () => repo.countPending(db),

    /** One transaction: the state, its timeline row, the audit entry and the member sender's message. */
    async handle(operatorId: number, b: { id: number; note: string }) {
      return db.transaction(async (tx) => {
        const { from, to } = await transition(
          tx,
          feedbackMachine,
          repo.feedbackStates,
          {
            action: 'handle',
            actor: 'operator',
            actorId: operatorId,
            kind: 'feedback',
            id: b.id,
            set: { note: b.note, handledBy: operatorId, handledAt: dbNow, updatedAt: dbNow },
            note: b.note,
          },
          {
            notFound: () => new AppError('not_found', '反馈不存在'),
            conflict: () => new AppError('state_conflict', '该反馈已处理，请刷新后查看'),
          },
        );
        const r = (await repo.findFeedback(tx, b.id))!;
        await audit.record(tx, {
          actorId: operatorId,
          action: 'feedback.handle',
          targetKind: 'feedback',
          targetId: r.id,
          reason: b.note,
          before: { state: from },
          after: { state: to },
        });
        if (r.memberId !== null) {
          const { date } = chinaParts(r.createdAt);
          await messages.send(tx, r.memberId, {
            kind: 'system',
            title: '您的反馈已处理',
            conts: `您于 ${date} 提交的${feedbackKindNames[r.kind as FeedbackKind]}反馈已处理。处理说明：${sentence(b.note)}`,
            link: '/contact',
          });
        }
        return toItem(r);
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
