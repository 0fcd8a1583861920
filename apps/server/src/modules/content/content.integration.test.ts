import { describe, expect, it } from 'vitest';
import { type Agent, agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { publishExhibition } from '../../../test/listings.ts';

const { t, op } = fileApp();

type Item = { id: number; kind: string; title: string; checked: number; reason: string; version: string };
type List = { listItem: Item[]; total: number };

let serial = 0;
function publish(a: Agent, over: Record<string, unknown> = {}) {
  serial += 1;
  return publishExhibition(a, { title: `2031审核测试展览会${serial}号`, ...over });
}

/** The queue row of one pending exhibition, as the console shows it. */
async function queued(id: number) {
  const q = await op.post<List>('/api/Admin/contentList', { kind: 'huizhan', pageSize: 100 });
  const row = q.body.data!.listItem.find((x) => x.id === id);
  expect(row).toBeDefined();
  return row!;
}

const review = (body: Record<string, unknown>) =>
  op.post<Item>('/api/Admin/contentReview', { kind: 'huizhan', ...body });

describe('moderation: one decision per version an operator has seen', () => {
  it('two operators deciding the same item at once: one decision, one audit entry, one message', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const l = await publish(a);
    const results = await Promise.all([
      review({ id: l.id, pass: true }),
      review({ id: l.id, pass: false, reason: '资料不全' }),
      review({ id: l.id, pass: true }),
    ]);
    const codes = results.map((r) => r.body.errCode).sort();
    expect(codes).toEqual(['state_conflict', 'state_conflict', 'success']);
    const audits = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE target_kind = 'huizhan' AND target_id = $1",
      [l.id],
    );
    expect(audits[0]!.n).toBe(1);
    const msgs = await a.post<{ listItem: Array<{ title: string }> }>('/api/Tipcenter/getList', {});
    expect(msgs.body.data!.listItem.filter((m) => m.title.startsWith('展会'))).toHaveLength(1);
  });

  it('an edit made after the operator opened the item is not approved unseen', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const l = await publish(a);
    const seen = await queued(l.id);
    expect(seen.version).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // the publisher changes it while the operator reads it
    await publish(a, { id: l.id, title: '2031审核测试展览会（已修改）' });
    const stale = await review({ id: l.id, pass: true, version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errCode: 'state_conflict',
      errMsg: '内容在您审核期间已被修改，请刷新后重新审核',
    });
    const info = await op.post<{ checked: number; title: string }>('/api/Common/huizhanInfo', { id: l.id });
    expect(info.body.data).toMatchObject({ checked: 0, title: '2031审核测试展览会（已修改）' });

    // the version now shown is decided
    const fresh = await queued(l.id);
    expect(fresh.version).not.toBe(seen.version);
    const ok = await review({ id: l.id, pass: true, version: fresh.version });
    expect(ok.body.errCode).toBe('success');
    expect(ok.body.data).toMatchObject({ checked: 1, version: fresh.version });
    // a review without a version decides what is there, as before
    const other = await publish(a);
    expect((await review({ id: other.id, pass: true })).body.errCode).toBe('success');
    // and an odd version is refused by the schema
    const odd = await review({ id: other.id, pass: true, version: 'x'.repeat(100) });
    expect(odd.status).toBe(400);
  });
});
