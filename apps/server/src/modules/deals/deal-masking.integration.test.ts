import { describe, expect, it } from 'vitest';
import {
  approvedDesigner,
  approvedFactory,
  decide,
  type Member,
  member,
  setPayPassword,
} from '../../../test/people.ts';
import { projectBody, publishedProject, quoteBody, renderContracts } from '../../../test/projects.ts';
import { callsOf, fileApp } from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { CONTACT_MASK as M } from '../../lib/contact-mask.ts';

/**
 * Contact details in the deal channels (issue 29 point 1; decision 044): a task's own texts, an
 * application, a quotation (its notes, exclusions and line names) and the questions and answers on it are
 * kept as written, read masked by the other side (and by strangers) until the two have a deal, read as
 * written after it, and recorded as attempts for the operators. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const { t, op, visitor } = fileApp();
const tasks = callsOf('Taskcenter');
const projects = callsOf('Projectcenter');
const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;
const PHONE = '138😀1234😀5678';
const attempts = async (m: Member, kind: string) =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM contact_attempts WHERE member_id = $1 AND kind = $2',
        [m.id, kind],
      )
    )[0]!.n,
  );

describe('a design task', () => {
  it('masks the task for designers and the application for the client until the designer confirms', async () => {
    const c = await member(t, { business: true });
    const d = await approvedDesigner(t, op);
    const pub = await tasks.ok<{ id: number; contactHidden: boolean; conts: string }>(c.a, 'businesTaskPub', {
      title: '新能源车展 72㎡ 展台设计',
      sizes: 72,
      opens: 3,
      layer: 1,
      style: '科技感',
      sdate: day(30),
      edate: day(33),
      deadline: day(20),
      tips: `急，电话 ${PHONE}`,
      cost: 5000,
      conts: `<p>需要科技感的展台，联系我 ✌️信：boothpro88</p>`,
      types: ['效果图'],
      rounds: 1,
    });
    // the client is told, and reads its own task as written
    expect(pub.contactHidden).toBe(true);
    expect(pub.conts).toContain('boothpro88');
    expect(await attempts(c, 'task')).toBe(1);
    await decide(op, 'task', pub.id);
    // a visitor and a designer read it masked
    for (const a of [visitor, d.a]) {
      const seen = await tasks.ok<{ tips: string; conts: string }>(a, 'businesTaskInfo', { id: pub.id });
      expect(seen.tips).toContain(M);
      expect(seen.tips).not.toMatch(/1234|5678/);
      expect(seen.conts).toContain(M);
      expect(seen.conts).not.toContain('boothpro88');
    }

    const applied = await tasks.ok<{ id: number; conts: string; contactHidden: boolean }>(
      d.a,
      'designerApply',
      {
        id: pub.id,
        conts: `做过多个车展，方案详谈：${PHONE}，✌️信：boothpro88`,
        fee: 4800,
        ddate: day(15),
      },
    );
    expect(applied.contactHidden).toBe(true);
    expect(applied.conts).toContain('boothpro88');
    expect(await attempts(d, 'application')).toBe(1);
    const masked = (s: string) => {
      expect(s).toContain(M);
      expect(s).not.toMatch(/1234|5678|boothpro88/);
    };
    const list = await tasks.ok<{ listItem: { conts: string }[] }>(c.a, 'designerList', { id: pub.id });
    masked(list.listItem[0]!.conts);
    masked((await tasks.ok<{ conts: string }>(c.a, 'showDesignerDoc', { id: applied.id })).conts);
    // its author reads it as written
    expect((await tasks.ok<{ conts: string }>(d.a, 'showDesignerDoc', { id: applied.id })).conts).toContain(
      'boothpro88',
    );

    // a deal: both read each other as written
    await tasks.ok(c.a, 'selectDesigner', { id: pub.id, apply: applied.id });
    masked((await tasks.ok<{ conts: string }>(c.a, 'showDesignerDoc', { id: applied.id })).conts);
    await tasks.ok(d.a, 'confirmDesigner', { id: pub.id, agree: true });
    const after = await tasks.ok<{ listItem: { conts: string }[] }>(c.a, 'designerList', { id: pub.id });
    expect(after.listItem[0]!.conts).toContain('boothpro88');
    expect((await tasks.ok<{ conts: string }>(d.a, 'businesTaskInfo', { id: pub.id })).conts).toContain(
      'boothpro88',
    );
    // still masked for everyone else
    expect((await tasks.ok<{ conts: string }>(visitor, 'businesTaskInfo', { id: pub.id })).conts).toContain(
      M,
    );
  });
});

describe('a build project', () => {
  it('masks a quotation and its questions for the other side until the award, and a losing one after it', async () => {
    const c = await member(t, { business: true });
    await setPayPassword(t, c, '482916');
    const id = await publishedProject(c, op, projectBody());
    const f1 = await approvedFactory(t, op);
    const f2 = await approvedFactory(t, op);
    const dirty = quoteBody(id, {
      exclusions: '不含电箱，电话𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖',
      dimian: [{ name: `木地台 加v❤ boothpro88`, spec: '10cm高', unit: '㎡', qty: 72, price: 120 }],
    });
    const q1 = await projects.ok<{ id: number; exclusions: string; contactHidden: boolean }>(
      f1.a,
      'factoryQuote',
      dirty,
    );
    expect(q1.contactHidden).toBe(true);
    expect(q1.exclusions).toContain('𝟏𝟑𝟖');
    expect(await attempts(f1, 'quotation')).toBe(1);
    const q2 = await projects.ok<{ id: number }>(f2.a, 'factoryQuote', {
      ...dirty,
      exclusions: '不含电箱，QQ 12345678',
    });

    type Compared = { listItem: { id: number; exclusions: string; dimian: { name: string }[] }[] };
    const compared = async () => {
      const r = await projects.ok<Compared>(c.a, 'checkPrice', { id });
      return new Map(r.listItem.map((q) => [q.id, q]));
    };
    let seen = await compared();
    for (const q of [q1.id, q2.id]) {
      expect(seen.get(q)!.exclusions).toContain(M);
      expect(seen.get(q)!.exclusions).not.toMatch(/𝟏𝟑𝟖|12345678/);
      expect(seen.get(q)!.dimian[0]!.name).not.toContain('boothpro88');
    }

    // questions and answers on the first quotation
    const asked = await projects.ok<{ listItem: { id: number }[]; contactHidden: boolean }>(c.a, 'quoteAsk', {
      id,
      quote: q1.id,
      conts: `方便的话加我微信 boothclient，详谈`,
    });
    expect(asked.contactHidden).toBe(true);
    const fView = await projects.ok<{ listItem: { question: string }[] }>(f1.a, 'quoteQuestions', {
      id,
      quote: q1.id,
    });
    expect(fView.listItem[0]!.question).not.toContain('boothclient');
    await projects.ok(f1.a, 'quoteAnswer', {
      id,
      quote: q1.id,
      question: asked.listItem[0]!.id,
      conts: '加 v❤ boothpro88',
    });
    const cView = await projects.ok<{ listItem: { question: string; answer: string }[] }>(
      c.a,
      'quoteQuestions',
      {
        id,
        quote: q1.id,
      },
    );
    expect(cView.listItem[0]!.question).toContain('boothclient');
    expect(cView.listItem[0]!.answer).toContain(M);
    expect(await attempts(c, 'question')).toBe(1);
    expect(await attempts(f1, 'question')).toBe(1);

    // the award: the winning quotation and its thread read as written; the losing one stays masked
    await projects.ok(c.a, 'wonPrjct', { id, quote: q1.id });
    await renderContracts(t);
    seen = await compared();
    expect(seen.get(q1.id)!.exclusions).toContain('𝟏𝟑𝟖');
    expect(seen.get(q1.id)!.dimian[0]!.name).toContain('boothpro88');
    expect(seen.get(q2.id)!.exclusions).toContain(M);
    const after = await projects.ok<{ listItem: { question: string; answer: string }[] }>(
      c.a,
      'quoteQuestions',
      {
        id,
        quote: q1.id,
      },
    );
    expect(after.listItem[0]!.answer).toContain('boothpro88');
    const fAfter = await projects.ok<{ listItem: { question: string }[] }>(f1.a, 'quoteQuestions', {
      id,
      quote: q1.id,
    });
    expect(fAfter.listItem[0]!.question).toContain('boothclient');
  });
});
