import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedDesigner, member } from '../../test/people.ts';
import { fileApp } from '../../test/test-app.ts';
import { memberName } from '../modules/reviews/reviews-repository.ts';
import { memberContact } from '../modules/people/profiles-service.ts';
import { displayName, ownerCardColumns, profileOf } from './owner-card.ts';
import { members } from './schema/members.ts';
import { profiles } from './schema/people.ts';

/**
 * One name per member (issue 27 point 12): the applicant card, the contact card after a deal and the
 * reviews name a member the same way, from `displayName`: the published profile's name first, then the
 * company, the nickname, the real name, 会员.
 */

const f = fileApp();

async function namesOf(id: number) {
  const db = f.t.database.db;
  const [card] = await db
    .select(ownerCardColumns)
    .from(members)
    .leftJoin(profiles, profileOf(members.id, 'designer'))
    .where(and(eq(members.id, id)));
  return {
    card: card!.ownerName,
    contact: (await db.transaction((tx) => memberContact(tx, id)))!.name,
    review: await db.transaction((tx) => memberName(tx, id)),
    plain: (
      await db
        .select({ n: displayName(members) })
        .from(members)
        .where(eq(members.id, id))
    )[0]!.n,
  };
}

describe('display names', () => {
  it('a designer with a company is named by the published profile everywhere', async () => {
    const d = await approvedDesigner(f.t, f.op);
    await f.t.database.query(
      "UPDATE members SET company = '林氏展示设计工作室', nickname = '小林' WHERE id = $1",
      [d.id],
    );
    const same = {
      card: '林晓展示设计',
      contact: '林晓展示设计',
      review: '林晓展示设计',
      plain: '林晓展示设计',
    };
    expect(await namesOf(d.id)).toEqual(same);
  });

  it('without a published profile: the company, the nickname, the real name, then 会员', async () => {
    const m = await member(f.t);
    const names = async (company: string, nickname: string, name: string) => {
      await f.t.database.query('UPDATE members SET company = $2, nickname = $3, name = $4 WHERE id = $1', [
        m.id,
        company,
        nickname,
        name,
      ]);
      const n = await namesOf(m.id);
      expect(new Set(Object.values(n)).size, JSON.stringify(n)).toBe(1);
      return n.plain;
    };
    expect(await names('上海华展国际贸易有限公司', '华展', '王明')).toBe('上海华展国际贸易有限公司');
    expect(await names('', '华展', '王明')).toBe('华展');
    expect(await names('', '', '王明')).toBe('王明');
    expect(await names('', '', '')).toBe('会员');
  });
});
