import { reportResultNames, type reportHandleBody, type reportsBody } from '@hz/contract/consult';
import type { z } from '@hz/contract/common/zod';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import * as repo from './consult-repository.ts';
import { contextOut, threadLink } from './consult-service.ts';

/** Report rows as the console reads them: both parties named, the thread's latest messages as written. */
async function reportItems(tx: Tx, rows: Awaited<ReturnType<typeof repo.reports>>['rows']) {
  const listItem = [];
  for (const r of rows) {
    const reportedId = r.reporterId === r.askerId ? r.ownerId : r.askerId;
    const reported = (await repo.partyOf(tx, reportedId))!;
    const names = new Map([
      [r.reporterId, r.reporterName],
      [reportedId, reported.name],
    ]);
    const msgs = await repo.messagesOf(tx, r.threadId, { limit: 20 });
    listItem.push({
      id: r.id,
      thread: r.threadId,
      reason: r.reason,
      reporter: { cardno: r.reporterCardno, name: r.reporterName },
      reported: { cardno: reported.cardno, name: reported.name },
      context: contextOut(r.context, true),
      messages: msgs.map((m) => ({
        id: m.id,
        from: names.get(m.memberId) ?? '会员',
        conts: m.conts,
        files: m.attach.length,
        at: m.createdAt.toISOString(),
      })),
      at: r.createdAt.toISOString(),
      result: r.result as '' | 'warned' | 'dismissed',
      note: r.note,
      handler: r.handlerName,
      handledAt: r.handledAt ? r.handledAt.toISOString() : '',
    });
  }
  return listItem;
}

/**
 * The operators' side of consultations (decision 051): the reported threads in the console (咨询举报), open
 * and handled, and handling one.
 */
export function createConsultReports(deps: { db: Db; notify: Notify; audit: AuditService }) {
  const { db, notify, audit } = deps;
  return {
    /** The console's reported threads, with each thread's latest messages as written. */
    reports(b: z.infer<typeof reportsBody>) {
      return db.transaction(async (tx) => {
        const { rows, total } = await repo.reports(tx, {
          state: b.state,
          offset: (b.page - 1) * b.pageSize,
          limit: b.pageSize,
        });
        return { listItem: await reportItems(tx, rows), total, page: b.page, pageSize: b.pageSize };
      });
    },

    /**
     * An operator handles an open report: `warned` tells the reported member why (SMS too), `dismissed`
     * only closes it; either way the reporter hears the result and the audit log has it. Handled once
     * (`state_conflict` for the second operator); a new report by the same party opens it again.
     */
    handleReport(operator: { id: number }, b: z.infer<typeof reportHandleBody>) {
      return db.transaction(async (tx) => {
        const r = await repo.findReport(tx, b.id);
        if (!r) throw new AppError('not_found', '举报不存在');
        if (r.handledAt) throw new AppError('state_conflict', '该举报已处理，请刷新列表');
        await repo.handleReport(tx, { id: r.id, result: b.result, note: b.note, handlerId: operator.id });
        const reportedId = r.reporterId === r.askerId ? r.ownerId : r.askerId;
        await audit.record(tx, {
          actorId: operator.id,
          action: 'consult.report',
          targetKind: 'member',
          targetId: reportedId,
          reason: b.note,
          before: { status: 'open', thread: r.threadId, reason: r.reason },
          after: { status: 'handled', result: b.result },
        });
        await notify(tx, 'consult.reportHandled', {
          to: r.reporterId,
          kind: 'consult',
          title: '您的咨询举报已处理',
          conts: `处理结果：${reportResultNames[b.result]}。平台说明：${b.note}`,
          link: threadLink(r.threadId),
        });
        if (b.result === 'warned')
          await notify(tx, 'consult.warned', {
            to: reportedId,
            kind: 'system',
            title: '咨询行为警告',
            conts: `您在咨询对话中的行为经举报核实违反平台规则：${b.note}。再次违规将限制使用咨询或停用账号。`,
            short: '您在咨询对话中的行为经举报核实违反平台规则，请查看站内消息。',
            link: threadLink(r.threadId),
          });
        const { rows } = await repo.reports(tx, { state: 'handled', offset: 0, limit: 1, id: r.id });
        return (await reportItems(tx, rows))[0]!;
      });
    },
  };
}

export type ConsultReports = ReturnType<typeof createConsultReports>;
