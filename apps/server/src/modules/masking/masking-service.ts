import { itemLinks, profileLinks } from '@hz/contract/common/links';
import {
  contactKindNames,
  type MaskedItemKind,
  maskedFieldNames,
  maskedItemKinds,
  repeatedContactAttempts,
} from '@hz/contract/masking';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ContactFinding } from '../../lib/contact-mask.ts';
import { maskMiddle } from '../../lib/mask.ts';
import * as repo from './masking-repository.ts';

/** An item a contact detail was written in. */
export interface MaskedItem {
  kind: MaskedItemKind;
  /** Its id (numbers for rows, text for files). */
  id: number | string;
  /** Its title as the member wrote it. */
  title: string;
  /** Its page for an operator; by default the kind's public page. */
  link?: string;
  /** A profile's owner (its page is by member number). */
  cardno?: string;
}

function defaultLink(item: MaskedItem): string {
  if ((item.kind === 'designer' || item.kind === 'factory') && item.cardno)
    return profileLinks[item.kind](item.cardno);
  if (item.kind === 'file') return `/files/${item.id}`;
  if (item.kind in itemLinks && typeof item.id === 'number')
    return itemLinks[item.kind as keyof typeof itemLinks](item.id);
  return '';
}

/**
 * Attempts to publish contact details before a deal (issue 29, docs/domains/contact-masking.md). Every
 * module that masks a member's texts (`contactScreen` in lib/contact-mask.ts) calls `record` in the save's
 * transaction with what it found; the console lists the members with `repeatedContactAttempts` or more,
 * and each one's items with what was written.
 */
export function createMaskingService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** One save's findings as an attempt of `memberId` (nothing when none were found). */
    async record(tx: Tx, memberId: number, item: MaskedItem, found: readonly ContactFinding[]) {
      if (found.length === 0) return;
      await repo.insertAttempt(tx, {
        memberId,
        kind: item.kind,
        itemId: String(item.id),
        title: item.title.slice(0, 200),
        link: item.link ?? defaultLink(item),
        // each thing once (a number written twice in one field is one finding)
        found: [...new Map(found.map((f) => [`${f.field}\u0000${f.kind}\u0000${f.text}`, f])).values()]
          .slice(0, 20)
          .map((f) => ({ field: f.field, kind: f.kind, text: f.text })),
      });
    },

    async members(b: { page: number; pageSize: number; all: boolean }) {
      const { rows, total } = await repo.memberSummaries(db, {
        min: b.all ? 1 : repeatedContactAttempts,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return {
        listItem: rows.map((r) => ({
          cardno: r.cardno,
          name: r.name || r.nickname || r.company || '（未填写姓名）',
          mobile: maskMiddle(r.mobile),
          attempts: r.attempts,
          items: r.items,
          lastAt: new Date(r.lastAt).toISOString(),
          repeated: r.attempts >= repeatedContactAttempts,
        })),
        total,
        page: b.page,
        pageSize: b.pageSize,
        threshold: repeatedContactAttempts,
      };
    },

    async items(b: { cardno: string; page: number; pageSize: number }) {
      const m = await repo.findMemberByCardno(db, b.cardno);
      if (!m) throw new AppError('not_found', '会员不存在');
      const { rows, total } = await repo.memberAttempts(db, m.id, {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return {
        member: { cardno: m.cardno, name: m.name || m.nickname || '（未填写姓名）', attempts: total },
        listItem: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          kindName: maskedItemKinds[r.kind as MaskedItemKind] ?? r.kind,
          itemId: r.itemId,
          title: r.title,
          link: r.link,
          found: r.found.map((f) => ({
            field: f.field,
            fieldName: maskedFieldNames[f.field] ?? '其他',
            kind: f.kind,
            kindName: contactKindNames[f.kind as keyof typeof contactKindNames] ?? f.kind,
            text: f.text,
          })),
          at: r.createdAt.toISOString(),
        })),
        total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },
  };
}

export type MaskingService = ReturnType<typeof createMaskingService>;
/** What publishing modules are given: the recorder only. */
export type RecordContactAttempt = MaskingService['record'];
