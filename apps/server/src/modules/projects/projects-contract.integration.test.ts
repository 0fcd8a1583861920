import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedFactory, decide, type Member, member, setPayPassword } from '../../../test/people.ts';
import { projectBody, QUOTE_TOTAL, quoteBody, renderContracts, wonProject } from '../../../test/projects.ts';
import { type Agent, callsOf, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { uploadForm } from '../../../test/uploads.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { createWalletService } from '../wallet/wallet-service.ts';

/**
 * The contract of a build project (issue 14 point 4; decision 034): the first version generated at the
 * award (a PDF with the CJK font embedded, its SHA-256 stored), changes proposed by either side and
 * accepted (by signing) or refused, both sides signing the same current version with the SMS code of
 * their own mobile (and the client's pay password), and at the second signature `won → signed` with the
 * plan's stages written and the first one held — once, even when the two signatures race. The ledger
 * audit is clean after every test (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

let t: TestApp;
let op: Agent;
let wallet: ReturnType<typeof createWalletService>;
const PAYCODE = '482916';

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  wallet = createWalletService({ db: t.database.db, commissionBps: 1000 });
});
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

type Version = {
  n: number;
  ready: boolean;
  state: string;
  side: string;
  source: string;
  sha256: string;
  url: string;
  prepayp: number;
  plan: { key: string; percent: number; amount: number }[];
  signedb: string;
  signedf: string;
};
type Info = {
  id: number;
  status: string;
  contctck: number;
  contctckdt: string;
  prepay: number;
  prepayp: number;
  stages: { key: string; amount: number; state: string }[];
  contractNow: Version | null;
  contractNew: Version | null;
  orbits: { action: string }[];
  actions: { name: string }[];
  next: string;
};
const { call, ok, refused } = callsOf<Info>('Projectcenter');
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const count = async (sql: string, params: unknown[] = []) =>
  Number((await q<{ n: string }>(`SELECT count(*)::text AS n FROM ${sql}`, params))[0]!.n);

/** A contract SMS code for the member's own mobile (the send window moved back first). */
async function smsCode(m: Member) {
  await q("UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1", [
    m.mobile,
  ]);
  const r = await m.a.post<{ devCode: string }>('/api/User/getCode', { mobile: m.mobile, type: 'contract' });
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r.body.data!.devCode;
}

/** An awarded project whose client has a pay password and `coins` yuan (its first version rendered). */
async function project(coins = 50_000, render = true) {
  const w = await wonProject(t, op, { render });
  await setPayPassword(t, w.client, PAYCODE);
  if (coins > 0)
    await wallet.topUp({ member: w.client.id, amount: coins * 100, key: `contract-topup-${w.id}` });
  return w;
}

const info = (a: Agent, id: number) => ok<Info>(a, 'businesPrjctInfo', { id });

async function signB(w: { client: Member; id: number }, v: Version, over: Record<string, unknown> = {}) {
  return call(w.client.a, 'signbContract', {
    id: w.id,
    version: v.n,
    sha256: v.sha256,
    code: await smsCode(w.client),
    paycode: PAYCODE,
    ...over,
  });
}
async function signF(w: { factory: Member; id: number }, v: Version, over: Record<string, unknown> = {}) {
  return call(w.factory.a, 'signfContract', {
    id: w.id,
    version: v.n,
    sha256: v.sha256,
    code: await smsCode(w.factory),
    ...over,
  });
}

/** The PDF of a version, as the caller downloads it. */
async function download(a: Agent, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return res;
}

/**
 * The text of a PDF as pdfkit writes it: every Flate stream inflated, the ToUnicode maps of its fonts
 * read, and the glyph ids of the `TJ` strings mapped back to characters.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(zlib.inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  const map = new Map<string, string>();
  const hex = (h: string) =>
    String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => Number.parseInt(x, 16)));
  for (const s of streams) {
    for (const m of s.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g))
      map.set(m[1]!.toLowerCase(), hex(m[2]!));
    for (const m of s.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]{4})>\s*\[([^\]]*)\]/g)) {
      const from = Number.parseInt(m[1]!, 16);
      const dsts = [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((d) => hex(d[1]!));
      for (const [i, d] of dsts.entries()) map.set((from + i).toString(16).padStart(4, '0'), d);
    }
  }
  let text = '';
  for (const s of streams)
    for (const m of s.matchAll(/\[([^\]]*)\]\s*TJ/g))
      for (const g of m[1]!.matchAll(/<([0-9a-fA-F]+)>/g))
        text += (g[1]!.match(/.{4}/g) ?? []).map((x) => map.get(x.toLowerCase()) ?? '?').join('');
  return text;
}

describe('the first version', () => {
  it('is rendered by a job after the award commits: 合同生成中 until then, then a PDF with the CJK font embedded, its SHA-256 stored, the title and total inside', async () => {
    const w = await project(50_000, false);
    // the award committed; the PDF is not there yet and nothing may be signed
    const before = await info(w.client.a, w.id);
    expect(before.status).toBe('won');
    expect(before.contractNow).toMatchObject({ n: 1, ready: false, sha256: '', url: '' });
    expect(before.next).toBe('合同生成中，请稍后刷新');
    expect(before.actions.map((a) => a.name)).not.toContain('sign');
    expect(await count("files WHERE purpose = 'contract' AND member_id = $1", [w.client.id])).toBe(0);
    expect(await count("jobs WHERE name = 'projects.renderContract' AND state = 'queued'")).toBeGreaterThan(
      0,
    );
    expect((await download(w.client.a, `/api/Projectcenter/contractPdf?id=${w.id}&n=1`)).statusCode).toBe(
      404,
    );
    expect(await renderContracts(t)).toBeGreaterThan(0);
    // a second run renders nothing again
    expect(await renderContracts(t)).toBe(0);
    expect(await count("files WHERE purpose = 'contract' AND member_id = $1", [w.client.id])).toBe(1);
    const d = await info(w.client.a, w.id);
    expect(d.actions.map((a) => a.name)).toContain('sign');
    expect(d.status).toBe('won');
    expect(d.contctck).toBe(0);
    expect(d.prepayp).toBe(30);
    expect(d.prepay).toBe(8859);
    expect(d.stages).toEqual([]);
    const v = d.contractNow!;
    expect(v).toMatchObject({
      n: 1,
      ready: true,
      state: 'current',
      side: 'system',
      source: 'generated',
      signedb: '',
      signedf: '',
    });
    expect(v.plan.map((s) => [s.key, s.percent, s.amount])).toEqual([
      ['prepay', 30, 8859],
      ['movein', 40, 11812],
      ['final', 30, 8859],
    ]);
    expect(d.orbits.map((o) => o.action)).toContain('contract');

    const res = await download(w.factory.a, v.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(v.sha256);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans/);
    const text = pdfText(pdf);
    expect(text).toContain('展台搭建合同');
    expect(text).toContain('新能源汽车展 9×8 双层特装展台搭建');
    expect(text).toContain(`合同价款合计：¥${QUOTE_TOTAL.toLocaleString('en-US')}.00`);
    expect(text).toContain('木结构背板');
    expect(text).toContain('不含电箱费和展具租赁');

    // another member, the operator
    const stranger = await member(t);
    expect((await download(stranger.a, v.url)).statusCode).toBe(403);
    expect((await download(op, v.url)).statusCode).toBe(200);
  });
});

describe('an award rolled back', () => {
  it('leaves no contract version, no rendering job and no file', async () => {
    const w = await project(50_000, false);
    await renderContracts(t);
    // a second project of the same client, quoted; its award fails at its very end (a trigger refuses
    // the award's event), so the whole award rolls back
    const second = await ok<{ id: number }>(w.client.a, 'businesPrjctPub', {
      ...projectBody(),
    });
    await decide(op, 'project', second.id);
    const f = await approvedFactory(t, op);
    const quote = await ok<{ id: number }>(f.a, 'factoryQuote', quoteBody(second.id));
    await q(`CREATE OR REPLACE FUNCTION refuse_award() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'project.awarded' AND NEW.object_id = ${second.id} THEN
        RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await q(
      'CREATE TRIGGER refuse_award BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_award()',
    );
    try {
      const r = await call(w.client.a, 'wonPrjct', { id: second.id, quote: quote.id });
      expect(r.status).toBe(500);
    } finally {
      await q('DROP TRIGGER refuse_award ON events');
      await q('DROP FUNCTION refuse_award()');
    }
    expect((await info(w.client.a, second.id)).status).toBe('open');
    expect(await count('project_contracts WHERE project_id = $1', [second.id])).toBe(0);
    expect(
      await count("jobs WHERE name = 'projects.renderContract' AND payload->>'project' = $1", [
        String(second.id),
      ]),
    ).toBe(0);
    expect(await renderContracts(t)).toBe(0);
    // only the first project's rendered contract is stored for this client
    expect(await count("files WHERE purpose = 'contract' AND member_id = $1", [w.client.id])).toBe(1);
    // the award works once nothing refuses it, and renders its contract after commit
    await ok(w.client.a, 'wonPrjct', { id: second.id, quote: quote.id });
    expect(await renderContracts(t)).toBe(1);
    expect(await count("files WHERE purpose = 'contract' AND member_id = $1", [w.client.id])).toBe(2);
  });
});

describe('signing', () => {
  it.each([['client first'], ['factory first']])(
    'both sides sign the same version (%s): signed, the stages written, the prepayment held, once',
    async (order) => {
      const w = await project();
      const v = (await info(w.client.a, w.id)).contractNow!;
      const first = order === 'client first' ? () => signB(w, v) : () => signF(w, v);
      const second = order === 'client first' ? () => signF(w, v) : () => signB(w, v);
      const r1 = await first();
      expect(r1.body.errCode, JSON.stringify(r1.body)).toBe('success');
      const mid = r1.body.data as Info;
      expect(mid.status).toBe('won');
      expect(mid.contctck).toBe(0);
      expect(mid.contractNow![order === 'client first' ? 'signedb' : 'signedf']).not.toBe('');
      expect((await wallet.balances(w.client.id)).escrow).toBe(0);

      const r2 = await second();
      expect(r2.body.errCode, JSON.stringify(r2.body)).toBe('success');
      const d = r2.body.data as Info;
      expect(d.status).toBe('signed');
      expect(d.contctck).toBe(1);
      expect(d.contctckdt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/);
      expect(d.stages.map((s) => [s.key, s.amount, s.state])).toEqual([
        ['prepay', 8859, 'held'],
        ['movein', 11812, 'planned'],
        ['final', 8859, 'planned'],
      ]);
      expect(await wallet.balances(w.client.id)).toMatchObject({
        available: 5_000_000 - 885_900,
        escrow: 885_900,
      });
      expect(d.orbits.filter((o) => o.action === 'sign')).toHaveLength(1);
      const sigs = await q<{ side: string; ip: string; signed_at: Date }>(
        'SELECT side, ip, signed_at FROM project_signatures WHERE project_id = $1 ORDER BY side',
        [w.id],
      );
      expect(sigs.map((s) => s.side)).toEqual(['client', 'factory']);
      expect(sigs.every((s) => s.ip.length > 0 && s.signed_at)).toBe(true);
      // signed: nothing more to sign or change
      await refused(w.client.a, 'bUpdateContract', { id: w.id, prepayp: 40 }, 'state_conflict');
    },
  );

  it('refuses a stale version, a wrong SHA-256, a wrong SMS code and a wrong pay password, writing nothing', async () => {
    const w = await project();
    const v = (await info(w.client.a, w.id)).contractNow!;
    const before = await count('project_signatures WHERE project_id = $1', [w.id]);

    let r = await signF(w, v, { sha256: 'a'.repeat(64) });
    expect(r.body).toMatchObject({
      errCode: 'state_conflict',
      errMsg: '合同内容与您查看的版本不一致，请重新打开合同查看后再签署',
    });
    r = await signF(w, v, { version: 2 });
    expect(r.body).toMatchObject({
      errCode: 'state_conflict',
      errMsg: '该合同版本已不是当前版本，请查看最新版本后再签署',
    });
    r = await call(w.factory.a, 'signfContract', {
      id: w.id,
      version: v.n,
      sha256: v.sha256,
      code: '000000',
    });
    expect(r.body.errCode).toBe('code_invalid');
    // the wrong try is counted (committed), the signature not written
    const [tries] = await q<{ tries: number }>(
      "SELECT tries FROM sms_codes WHERE mobile = $1 AND type = 'contract' AND consumed_at IS NULL",
      [w.factory.mobile],
    );
    expect(tries?.tries).toBe(1);
    r = await signB(w, v, { paycode: '135792' });
    expect(r.body.errCode).toBe('pay_password_wrong');
    expect(await count('project_signatures WHERE project_id = $1', [w.id])).toBe(before);

    // after a change is accepted, the old version is stale
    await ok(w.factory.a, 'fUpdateContract', { id: w.id, prepayp: 50 });
    // not signable while it is being rendered
    const pending = (await info(w.client.a, w.id)).contractNew!;
    expect(pending.ready).toBe(false);
    expect((await signB(w, pending, { sha256: 'b'.repeat(64) })).body).toMatchObject({
      errCode: 'state_conflict',
      errMsg: '合同生成中，请稍后刷新查看后再签署',
    });
    await renderContracts(t);
    const nw = (await info(w.client.a, w.id)).contractNew!;
    expect((await signB(w, nw)).body.errCode).toBe('success');
    r = await signF(w, v);
    expect(r.body).toMatchObject({
      errCode: 'state_conflict',
      errMsg: '该合同版本已不是当前版本，请查看最新版本后再签署',
    });
    expect((await info(w.client.a, w.id)).status).toBe('won');
  });

  it('refuses the second signature when the client cannot pay the prepayment: nothing written', async () => {
    const w = await project(1000);
    const v = (await info(w.client.a, w.id)).contractNow!;
    expect((await signF(w, v)).body.errCode).toBe('success');
    const r = await signB(w, v);
    expect(r.body.errCode).toBe('insufficient_balance');
    expect(r.body.errMsg).toBe('余额不足：签署后需托管预付款 ¥8,859.00，请先充值再签署');
    const d = await info(w.client.a, w.id);
    expect(d.status).toBe('won');
    expect(d.contctck).toBe(0);
    expect(d.contractNow!.signedb).toBe('');
    expect(await count('project_stages WHERE project_id = $1', [w.id])).toBe(0);
    expect(await wallet.balances(w.client.id)).toMatchObject({ available: 100_000, escrow: 0 });
    // topped up, the client signs
    await wallet.topUp({ member: w.client.id, amount: 9_000_00, key: `contract-more-${w.id}` });
    expect((await signB(w, v)).body.errCode).toBe('success');
    expect((await info(w.client.a, w.id)).status).toBe('signed');
  });

  it('two signatures at once: exactly one sign transition, the prepayment held once', async () => {
    const w = await project();
    const v = (await info(w.client.a, w.id)).contractNow!;
    const [cb, cf] = [await smsCode(w.client), await smsCode(w.factory)];
    const rs = await Promise.all([
      call(w.client.a, 'signbContract', {
        id: w.id,
        version: v.n,
        sha256: v.sha256,
        code: cb,
        paycode: PAYCODE,
      }),
      call(w.factory.a, 'signfContract', { id: w.id, version: v.n, sha256: v.sha256, code: cf }),
    ]);
    expect(rs.map((r) => r.body.errCode)).toEqual(['success', 'success']);
    const d = await info(w.client.a, w.id);
    expect(d.status).toBe('signed');
    expect(d.orbits.filter((o) => o.action === 'sign')).toHaveLength(1);
    expect(await count("project_stages WHERE project_id = $1 AND state = 'held'", [w.id])).toBe(1);
    expect((await wallet.balances(w.client.id)).escrow).toBe(885_900);
  });
});

describe('changes', () => {
  it('a change accepted: the signatures reset, the new plan used at signing', async () => {
    const w = await project();
    const v1 = (await info(w.client.a, w.id)).contractNow!;
    expect((await signF(w, v1)).body.errCode).toBe('success');
    const proposed = await ok<Info>(w.client.a, 'bUpdateContract', {
      id: w.id,
      prepayp: 40,
      terms: '展台灯光须为暖白色。',
    });
    // regenerated: 合同生成中 until its job renders it
    expect(proposed.contractNew).toMatchObject({ n: 2, ready: false });
    expect(await renderContracts(t)).toBe(1);
    const d = await info(w.client.a, w.id);
    expect(d.contractNow!.n).toBe(1);
    expect(d.contractNew).toMatchObject({
      n: 2,
      state: 'proposed',
      side: 'client',
      source: 'generated',
      prepayp: 40,
    });
    // the proposer cannot sign its own proposal, nor anyone the old version while it waits
    expect((await signB(w, d.contractNew!)).body.errCode).toBe('state_conflict');
    expect((await signB(w, v1)).body.errCode).toBe('state_conflict');
    // the factory accepts by signing it
    const r = await signF(w, d.contractNew!);
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    const after = r.body.data as Info;
    expect(after.contractNow).toMatchObject({ n: 2, state: 'current', signedb: '' });
    expect(after.contractNow!.signedf).not.toBe('');
    expect(after.contractNew).toBeNull();
    expect(after.prepayp).toBe(40);
    expect(after.orbits.map((o) => o.action)).toEqual(
      expect.arrayContaining(['contractPropose', 'contractAccept']),
    );
    const vs = await ok<{ listItem: Version[] }>(w.factory.a, 'contractList', { id: w.id });
    expect(vs.listItem.map((v) => [v.n, v.state])).toEqual([
      [1, 'superseded'],
      [2, 'current'],
    ]);
    expect((await signB(w, after.contractNow!)).body.errCode).toBe('success');
    const s = await info(w.client.a, w.id);
    expect(s.status).toBe('signed');
    expect(s.stages.map((x) => [x.key, x.amount])).toEqual([
      ['prepay', 11812],
      ['movein', 11812],
      ['final', 5906],
    ]);
    expect((await wallet.balances(w.client.id)).escrow).toBe(1_181_200);
  });

  it('a change refused: the previous version stays current, with its signatures', async () => {
    const w = await project();
    const v1 = (await info(w.client.a, w.id)).contractNow!;
    expect((await signB(w, v1)).body.errCode).toBe('success');
    const d = await ok<Info>(w.factory.a, 'fUpdateContract', { id: w.id, prepayp: 50 });
    await renderContracts(t);
    await refused(
      w.factory.a,
      'refuseContract',
      { id: w.id, version: 2 },
      'forbidden',
      '不能拒绝自己提出的修改',
    );
    const r = await ok<Info>(w.client.a, 'refuseContract', {
      id: w.id,
      version: d.contractNew!.n,
      reason: '预付比例过高',
    });
    expect(r.contractNew).toBeNull();
    expect(r.contractNow).toMatchObject({ n: 1, state: 'current' });
    expect(r.contractNow!.signedb).not.toBe('');
    const vs = await ok<{ listItem: (Version & { reason: string })[] }>(w.client.a, 'contractList', {
      id: w.id,
    });
    expect(vs.listItem.map((v) => [v.n, v.state, v.reason])).toEqual([
      [1, 'current', ''],
      [2, 'refused', '预付比例过高'],
    ]);
    await refused(w.client.a, 'refuseContract', { id: w.id, version: 2 }, 'state_conflict');
    expect((await signF(w, v1)).body.errCode).toBe('success');
    expect((await info(w.client.a, w.id)).prepayp).toBe(30);
  });

  it('an uploaded PDF is a version with its SHA-256; anything that is not a PDF is refused', async () => {
    const w = await project();
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const form = uploadForm('contract', '我方合同.pdf', pdfBytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/file',
      payload: form.payload,
      headers: { ...form.headers, cookie: [...w.factory.a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const file = (res.json() as { data: { id: string } }).data;
    expect(file?.id, res.body).toBeTruthy();
    const d = await ok<Info>(w.factory.a, 'fUpdateContract', { id: w.id, file: file.id });
    expect(d.contractNew).toMatchObject({ n: 2, source: 'uploaded', side: 'factory', prepayp: 30 });
    expect(d.contractNew!.sha256).toBe(createHash('sha256').update(pdfBytes).digest('hex'));
    const dl = await download(w.client.a, d.contractNew!.url);
    expect(dl.rawPayload.equals(pdfBytes)).toBe(true);

    // a PNG uploaded as a contract
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const f2 = uploadForm('contract', 'scan.png', png);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/file',
      payload: f2.payload,
      headers: { ...f2.headers, cookie: [...w.client.a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const img = (res2.json() as { data: { id: string } }).data;
    expect(img?.id, res2.body).toBeTruthy();
    const n = await count('project_contracts WHERE project_id = $1', [w.id]);
    await refused(
      w.client.a,
      'bUpdateContract',
      { id: w.id, file: img.id },
      'invalid_params',
      '合同文件须为PDF格式，请上传PDF文件',
    );
    // another member's file reads as missing
    await refused(
      w.client.a,
      'bUpdateContract',
      { id: w.id, file: file.id },
      'invalid_params',
      '合同文件不存在，请重新上传',
    );
    expect(await count('project_contracts WHERE project_id = $1', [w.id])).toBe(n);
  });
});

describe('who may', () => {
  it('a third member and a losing factory are refused; the factory cannot sign as the client', async () => {
    const w = await project();
    const loser = await approvedFactory(t, op);
    const v = (await info(w.client.a, w.id)).contractNow!;
    const third = await member(t);
    for (const m of [third, loser]) {
      await refused(m.a, 'contractList', { id: w.id }, 'forbidden');
      await refused(m.a, 'bUpdateContract', { id: w.id, prepayp: 40 }, 'forbidden');
      await refused(m.a, 'fUpdateContract', { id: w.id, prepayp: 40 }, 'forbidden');
      await refused(m.a, 'refuseContract', { id: w.id, version: 1 }, 'forbidden');
      await refused(
        m.a,
        'signfContract',
        { id: w.id, version: v.n, sha256: v.sha256, code: '123456' },
        'forbidden',
      );
      const d = await info(m.a, w.id);
      expect(d.contractNow).toBeNull();
      expect(d.prepay).toBe(0);
    }
    await refused(
      w.factory.a,
      'signbContract',
      { id: w.id, version: v.n, sha256: v.sha256, code: '123456', paycode: PAYCODE },
      'forbidden',
    );
    await refused(w.client.a, 'fUpdateContract', { id: w.id, prepayp: 40 }, 'forbidden');
    // a contract code goes only to the caller's own mobile
    const r = await w.client.a.post('/api/User/getCode', { mobile: w.factory.mobile, type: 'contract' });
    expect(r.body.errCode).toBe('forbidden');
  });
});
