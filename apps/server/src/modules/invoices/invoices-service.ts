import { randomInt } from 'node:crypto';
import { VerifyState } from '@hz/contract/common/states';
import { type InvoiceSource, invoiceSources } from '@hz/contract/invoices';
import type { Db } from '../../db/client.ts';
import { actedAs } from '../../lib/acting.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, moneyText, yuanText } from '../../lib/money.ts';
import { sentence } from '../../lib/sentence.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import { requireOwnFile, type UploadsService } from '../uploads/uploads-service.ts';
import * as repo from './invoices-repository.ts';

/** `I` + China date + 8 random digits: a 发票 request's number. */
const newOrders = () =>
  `I${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const downloadPath = (id: number) => `/api/Invoice/download?id=${id}`;

interface RequestBody {
  source: InvoiceSource;
  kind: 'plain' | 'vat';
  amount: number;
  title: string;
  taxno: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  memo: string;
}

/**
 * 发票 (issue 33 point 4, docs/domains/invoices.md). The company's account (a staff member with 财务 acts
 * for it) asks for a 发票 for its paid top-ups or for the platform's service fees withheld from what it
 * earned, up to what is left of each: paid minus open and issued requests. An operator issues it (an
 * e-invoice number and/or a PDF uploaded with purpose `invoice`) or refuses it (the amount is free
 * again); the company is messaged either way and downloads the PDF, its own only.
 */
export function createInvoicesService(deps: {
  db: Db;
  uploads: UploadsService;
  notify: Notify;
  audit: AuditService;
}) {
  const { db, uploads, notify, audit } = deps;

  const item = (r: repo.InvoiceRow) => {
    const { date, time } = chinaParts(r.createdAt);
    return {
      id: r.id,
      orders: r.orders,
      source: r.source as InvoiceSource,
      kind: r.kind as 'plain' | 'vat',
      amount: fenToYuan(r.amount),
      title: r.title,
      taxno: r.taxno,
      bank: r.bank,
      account: r.account,
      address: r.address,
      phone: r.phone,
      memo: r.memo,
      state: r.state as 'open' | 'issued' | 'refused',
      invoiceNo: r.invoiceNo,
      download: r.state === 'issued' && r.fileId ? downloadPath(r.id) : '',
      reason: r.reason,
      requestedBy: r.actorName,
      dates: date,
      times: time,
    };
  };
  const adminItem = (q: repo.QueueRow) => ({
    ...item(q.row),
    cardno: q.cardno,
    mobile: q.mobile,
    company: q.company,
    file: q.row.fileId ? `/files/${q.row.fileId}` : '',
  });

  /** Paid, asked for and left per source, in fen. */
  async function quotaFen(tx: Parameters<typeof repo.paidTopUps>[0], memberId: number) {
    const [topup, fee, asked] = await Promise.all([
      repo.paidTopUps(tx, memberId),
      repo.paidFees(tx, memberId),
      repo.invoiced(tx, memberId),
    ]);
    const line = (paid: number, used: number) => ({ paid, invoiced: used, left: Math.max(0, paid - used) });
    return { topup: line(topup, asked.topup), fee: line(fee, asked.fee) };
  }
  const yuanLine = (l: { paid: number; invoiced: number; left: number }) => ({
    paid: fenToYuan(l.paid),
    invoiced: fenToYuan(l.invoiced),
    left: fenToYuan(l.left),
  });

  return {
    async quota(member: { id: number; businsauth: number }) {
      const [q, auth] = await Promise.all([quotaFen(db, member.id), repo.findBusinessAuth(db, member.id)]);
      return {
        verified: member.businsauth === VerifyState.approved,
        topup: yuanLine(q.topup),
        fee: yuanLine(q.fee),
        kind: (auth?.receipt === 'vat' ? 'vat' : 'plain') as 'plain' | 'vat',
        title: auth?.fultitle || auth?.btitle || '',
        taxno: auth?.taxorder ?? '',
        bank: auth?.bkname ?? '',
        account: auth?.bkorder ?? '',
        address: auth?.maddr ? `${auth.mprov}${auth.mcity}${auth.mstrt}${auth.maddr}` : '',
        phone: auth?.tlphone || auth?.mobile || '',
      };
    },

    async request(member: { id: number; businsauth: number }, b: RequestBody) {
      if (member.businsauth !== VerifyState.approved)
        throw new AppError('not_verified', '开具发票需先完成企业认证');
      const by = actedAs(member.id);
      const row = await db.transaction(async (tx) => {
        await repo.lockMemberInvoices(tx, member.id);
        const q = await quotaFen(tx, member.id);
        const left = q[b.source].left;
        if (b.amount > left) {
          const msg =
            left === 0
              ? `暂无可开票的${invoiceSources[b.source]}金额`
              : `开票金额超出可开票金额，${invoiceSources[b.source]}还可开票${yuanText(left)}元`;
          throw new AppError('limit_exceeded', msg, { fields: { amount: msg } });
        }
        return repo.insertInvoice(tx, {
          orders: newOrders(),
          memberId: member.id,
          actorId: by?.by ?? null,
          actorName: by?.as ?? '',
          ...b,
        });
      });
      return item(row);
    },

    async list(memberId: number, q: { page: number; pageSize: number }) {
      const { rows, total } = await repo.listOwnInvoices(db, memberId, {
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(item), total, page: q.page, pageSize: q.pageSize };
    },

    /** The issued PDF of the member's own request; anything else is `not_found`. */
    async download(memberId: number, id: number) {
      const r = await repo.findOwnInvoice(db, memberId, id);
      if (r?.state !== 'issued' || !r.fileId) throw new AppError('not_found', '发票不存在');
      const f = await uploads.openStored(r.fileId);
      if (!f) throw new AppError('not_found', '发票不存在');
      return { stream: f.stream, name: `发票-${r.orders}.pdf` };
    },

    pendingCount: () => repo.countOpen(db),

    async queue(q: { state: 'open' | 'issued' | 'refused'; page: number; pageSize: number }) {
      const { rows, total } = await repo.listInvoiceQueue(db, {
        state: q.state,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(adminItem), total, page: q.page, pageSize: q.pageSize };
    },

    /** Issue or refuse, once: the decision, the audit entry and the company's message in one transaction. */
    async decide(
      operatorId: number,
      b:
        | { id: number; issue: true; invoiceNo: string; fileId: string }
        | { id: number; issue: false; reason: string },
    ) {
      return db.transaction(async (tx) => {
        const found = await repo.findInvoice(tx, b.id);
        if (!found) throw new AppError('not_found', '发票申请不存在');
        const file =
          b.issue && b.fileId
            ? await requireOwnFile(tx, operatorId, b.fileId, { purposes: ['invoice'], field: 'fileId' })
            : null;
        const moved = await repo.decide(tx, b.id, {
          state: b.issue ? 'issued' : 'refused',
          invoiceNo: b.issue ? b.invoiceNo : '',
          fileId: file?.id ?? null,
          reason: b.issue ? '' : b.reason,
          reviewedBy: operatorId,
        });
        if (!moved) throw new AppError('state_conflict', '该发票申请已处理，请刷新后查看');
        const r = found.row;
        await audit.record(tx, {
          actorId: operatorId,
          action: b.issue ? 'invoice.issue' : 'invoice.refuse',
          targetKind: 'member',
          targetId: r.memberId,
          reason: b.issue ? (b.invoiceNo ? `发票号码 ${b.invoiceNo}` : '已上传发票PDF') : b.reason,
          before: { orders: r.orders, amount: fenToYuan(r.amount), state: 'open' },
          after: {
            state: b.issue ? 'issued' : 'refused',
            ...(b.issue && b.invoiceNo ? { invoiceNo: b.invoiceNo } : {}),
          },
        });
        const what = `${invoiceSources[r.source as InvoiceSource]}发票 ${moneyText(r.amount)}（${r.orders}）`;
        await notify(tx, 'invoice.decided', {
          to: r.memberId,
          kind: 'wallet',
          title: b.issue ? '发票已开具' : '发票申请未通过',
          conts: b.issue
            ? `您申请的${what}已开具${b.invoiceNo ? `，发票号码 ${b.invoiceNo}` : ''}${file ? '，可在发票页面下载。' : '。'}`
            : `您申请的${what}未通过，原因：${sentence(b.reason)}该金额可重新申请开票。`,
          link: '/personCenter/invoice',
        });
        const after = (await repo.findInvoice(tx, b.id))!;
        return adminItem(after);
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
