import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../../test/people.ts';
import { wonProject } from '../../../test/projects.ts';
import {
  type Agent,
  agent,
  callsOf,
  createTestApp,
  operatorAgent,
  type TestApp,
} from '../../../test/test-app.ts';
import { pdf, png, uploadForm } from '../../../test/uploads.ts';

/**
 * The 报馆 package of a build project (issue 31 point 3) through the real calls (PGlite, and PostgreSQL
 * with TEST_DATABASE_URL): the default checklist, each party's uploads, the client's adjustments, the
 * crew list checked by GB 11643, complete and missing; the zip's entries equal the uploads byte for byte
 * and its PDF cover lists them (its text read back), with ID numbers masked; nobody but the two parties
 * sees or downloads it.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  visitor = agent(t.app);
});
afterAll(() => t.close());

type Item = {
  key: string;
  title: string;
  party: string;
  custom: boolean;
  crew: boolean;
  done: boolean;
  files: Array<{ id: string; name: string; size: number; side: string; mine: boolean }>;
};
type Permit = {
  side: string;
  editable: boolean;
  items: Item[];
  crew: Array<{ name: string; idno: string }>;
  complete: boolean;
  missing: string[];
  download: string;
};
const { ok, refused } = callsOf<Permit>('Projectcenter');

/** A file uploaded by `a` for the package (purpose `permit`), with its bytes. */
async function upload(a: Agent, name: string, bytes: Buffer, purpose = 'permit') {
  const form = uploadForm(purpose, name, bytes);
  const r = await a.post<{ id: string; size: number }>('/api/Upload/file', form.payload, form.headers);
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r.body.data!.id;
}

async function get(a: Agent | null, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: a ? { cookie: [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
  });
}

/** The zip's entries: name → bytes. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const out = new Map<string, Buffer>();
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.on('entry', (e: yauzl.Entry) =>
        zip.openReadStream(e, (err2, s) => {
          if (err2 || !s) return reject(err2);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.set(e.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

/** The text of a pdfkit PDF: Flate streams inflated, glyph ids mapped back through the ToUnicode maps. */
function pdfText(doc: Buffer): string {
  const raw = doc.toString('latin1');
  const streams: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = doc.subarray(start, end);
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
    for (const m of s.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const g of m[1]!.matchAll(/<([0-9a-fA-F]+)>/g))
        text += (g[1]!.match(/.{4}/g) ?? []).map((x) => map.get(x.toLowerCase()) ?? '?').join('');
      text += '\n';
    }
  return text;
}

const ID_A = '11010519491231002X';
const ID_B = '440304199001011233';

describe('the 报馆 package', () => {
  it('starts from the default checklist, each party uploads its parts, the client adjusts the list, complete at the end', async () => {
    const { client, factory, id } = await wonProject(t, op);
    let pk = await ok(client.a, 'permitInfo', { id });
    expect(pk.side).toBe('client');
    expect(pk.items.map((i) => [i.key, i.title, i.party])).toEqual([
      ['render', '效果图', 'client'],
      ['drawing', '施工图（含尺寸）', 'factory'],
      ['electric', '电路图', 'factory'],
      ['safety', '结构安全声明', 'factory'],
      ['licence', '营业执照（搭建工厂）', 'factory'],
      ['qualify', '施工资质', 'factory'],
      ['crew', '施工人员名单', 'factory'],
      ['insurance', '保险单', 'factory'],
    ]);
    expect(pk.complete).toBe(false);
    expect(pk.missing).toHaveLength(8);

    // the client's part; the factory cannot upload it, nor the client the factory's
    const render = await upload(client.a, '展台效果图.png', await png(120, 80));
    pk = await ok(client.a, 'permitFileAdd', { id, item: 'render', file: render });
    expect(pk.items[0]).toMatchObject({
      done: true,
      files: [{ id: render, name: '展台效果图.png', side: 'client', mine: true }],
    });
    const elsewhere = await upload(factory.a, '效果图.png', await png(40, 30));
    await refused(
      factory.a,
      'permitFileAdd',
      { id, item: 'render', file: elsewhere },
      'forbidden',
      '效果图由客户提供',
    );
    const cpdf = await upload(client.a, '施工图.pdf', pdf);
    await refused(
      client.a,
      'permitFileAdd',
      { id, item: 'drawing', file: cpdf },
      'forbidden',
      '施工图（含尺寸）由工厂提供',
    );

    // the factory's parts (a second file of the same name in one item is numbered in the zip)
    const uploaded = new Map<string, Buffer>([[render, Buffer.alloc(0)]]);
    for (const key of ['drawing', 'electric', 'safety', 'licence', 'qualify', 'insurance']) {
      const bytes = Buffer.concat([pdf, Buffer.from(`% ${key}\n`)]);
      const f = await upload(factory.a, '文件.pdf', bytes);
      uploaded.set(f, bytes);
      pk = await ok(factory.a, 'permitFileAdd', { id, item: key, file: f });
    }
    const second = await upload(factory.a, '文件.pdf', Buffer.concat([pdf, Buffer.from('% drawing 2\n')]));
    pk = await ok(factory.a, 'permitFileAdd', { id, item: 'drawing', file: second });
    expect(pk.side).toBe('factory');
    expect(pk.items.find((i) => i.key === 'drawing')!.files.map((f) => f.id)).toHaveLength(2);
    expect(pk.missing).toEqual(['施工人员名单']);

    // the crew: checked by GB 11643, duplicates refused
    const bad = await refused(
      factory.a,
      'permitCrew',
      { id, crew: [{ name: '王师傅', idno: '110105194912310021' }] },
      'invalid_params',
    );
    expect((bad.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      'crew.0.idno': '身份证号校验位不正确，请核对',
    });
    const dup = await refused(
      factory.a,
      'permitCrew',
      {
        id,
        crew: [
          { name: '王师傅', idno: ID_A },
          { name: '李师傅', idno: ID_A.toLowerCase() },
        ],
      },
      'invalid_params',
    );
    expect((dup.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      'crew.1.idno': '与第1人的身份证号重复',
    });
    await refused(
      client.a,
      'permitCrew',
      { id, crew: [{ name: '王师傅', idno: ID_A }] },
      'forbidden',
      '施工人员名单由工厂提供',
    );
    pk = await ok(factory.a, 'permitCrew', {
      id,
      crew: [
        { name: '王师傅', idno: ID_A },
        { name: '李师傅', idno: ID_B },
      ],
    });
    expect(pk.complete).toBe(true);
    // both parties read the ID numbers in full
    expect((await ok(client.a, 'permitInfo', { id })).crew).toEqual([
      { name: '王师傅', idno: ID_A },
      { name: '李师傅', idno: ID_B },
    ]);

    // the client adjusts the checklist to the organiser's: a new item (missing again), one removed
    await refused(factory.a, 'permitItemAdd', { id, title: '主场消防审批表', party: 'client' }, 'forbidden');
    await refused(
      client.a,
      'permitItemAdd',
      { id, title: '电路图', party: 'client' },
      'invalid_params',
      '清单中已有这一项',
    );
    pk = await ok(client.a, 'permitItemAdd', { id, title: '主场消防审批表', party: 'factory' });
    expect(pk.items.at(-1)).toMatchObject({
      key: 'c1',
      title: '主场消防审批表',
      party: 'factory',
      custom: true,
      done: false,
    });
    expect(pk.missing).toEqual(['主场消防审批表']);
    pk = await ok(client.a, 'permitItemRemove', { id, item: 'c1' });
    pk = await ok(client.a, 'permitItemRemove', { id, item: 'insurance' });
    expect(pk.items.map((i) => i.key)).not.toContain('insurance');
    expect(pk.complete).toBe(true);
    // a removed default item comes back by its title, with its party and rules, and its files gone
    pk = await ok(client.a, 'permitItemAdd', { id, title: '保险单', party: 'client' });
    expect(pk.items.at(-1)).toMatchObject({
      key: 'insurance',
      party: 'factory',
      custom: false,
      done: false,
      files: [],
    });
    const ins = await upload(
      factory.a,
      '保险单.pdf',
      Buffer.concat([pdf, Buffer.from('% insurance again\n')]),
    );
    pk = await ok(factory.a, 'permitFileAdd', { id, item: 'insurance', file: ins });
    expect(pk.complete).toBe(true);
  });

  it('refuses a file of the wrong type, size or purpose, or someone else’s, with Chinese field errors', async () => {
    const { client, factory, id } = await wonProject(t, op);
    const fields = (b: { data?: unknown }) =>
      (b.data as unknown as { fields: Record<string, string> }).fields;
    // a WebP is a rendering, not a licence
    const webp = await upload(
      factory.a,
      '执照.webp',
      await (await import('sharp'))
        .default(await png(40, 30))
        .webp()
        .toBuffer(),
    );
    expect(
      fields(
        await refused(factory.a, 'permitFileAdd', { id, item: 'licence', file: webp }, 'invalid_params'),
      ),
    ).toEqual({
      file: '营业执照（搭建工厂）：请上传PDF 或 JPG、PNG 图片，不超过 10 MB',
    });
    // a public upload (not purpose permit)
    const listing = await upload(factory.a, 'a.png', await png(40, 30), 'listing');
    expect(
      fields(
        await refused(factory.a, 'permitFileAdd', { id, item: 'licence', file: listing }, 'invalid_params'),
      ),
    ).toEqual({
      file: '文件用途不符，请重新上传',
    });
    // another member's file reads as missing
    const theirs = await upload(client.a, 'b.pdf', pdf);
    expect(
      fields(
        await refused(factory.a, 'permitFileAdd', { id, item: 'licence', file: theirs }, 'invalid_params'),
      ),
    ).toEqual({
      file: '文件不存在',
    });
    // over the item's size (10 MB): a PDF of 11 MB
    const big = await upload(factory.a, '大.pdf', Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]));
    expect(
      fields(await refused(factory.a, 'permitFileAdd', { id, item: 'licence', file: big }, 'invalid_params')),
    ).toEqual({
      file: '营业执照（搭建工厂）不能超过 10 MB',
    });
    // the drawings take 20 MB
    await ok(factory.a, 'permitFileAdd', { id, item: 'drawing', file: big });
    // only its uploader removes a file
    await refused(client.a, 'permitFileRemove', { id, file: big }, 'forbidden', '只能删除自己上传的文件');
    const pk = await ok(factory.a, 'permitFileRemove', { id, file: big });
    expect(pk.items.find((i) => i.key === 'drawing')!.files).toEqual([]);
    const n = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM project_permit_files WHERE project_id = $1',
      [id],
    );
    expect(Number(n[0]!.n)).toBe(0);
  });

  it('downloads as one zip: the entries equal the uploads, the PDF cover lists them with ID numbers masked', async () => {
    const { client, factory, id } = await wonProject(t, op, { project: { title: '广交会特装展台搭建' } });
    const pngBytes = await png(90, 60);
    const r = await upload(client.a, '主视觉.png', pngBytes);
    await ok(client.a, 'permitFileAdd', { id, item: 'render', file: r });
    const drawing = Buffer.concat([pdf, Buffer.from('% drawing\n')]);
    const d1 = await upload(factory.a, '施工图.pdf', drawing);
    const d2 = await upload(factory.a, '施工图.pdf', Buffer.concat([pdf, Buffer.from('% drawing B\n')]));
    await ok(factory.a, 'permitFileAdd', { id, item: 'drawing', file: d1 });
    await ok(factory.a, 'permitFileAdd', { id, item: 'drawing', file: d2 });
    await ok(factory.a, 'permitCrew', { id, crew: [{ name: '王师傅', idno: ID_A }] });

    const res = await get(factory.a, `/api/Projectcenter/permitZip?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()]).toEqual([
      '00-封面.pdf',
      '01-效果图/主视觉.png',
      '02-施工图（含尺寸）/施工图.pdf',
      '02-施工图（含尺寸）/施工图 (2).pdf',
    ]);
    // byte for byte what each party stored
    const stored = async (a: Agent, fid: string) => (await get(a, `/files/${fid}`)).rawPayload;
    expect(entries.get('01-效果图/主视觉.png')!.equals(await stored(client.a, r))).toBe(true);
    expect(entries.get('02-施工图（含尺寸）/施工图.pdf')!.equals(drawing)).toBe(true);
    expect(entries.get('02-施工图（含尺寸）/施工图 (2).pdf')!.equals(await stored(factory.a, d2))).toBe(true);

    const cover = entries.get('00-封面.pdf')!;
    expect(cover.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = cover.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/); // the CJK font embedded
    const text = pdfText(cover);
    expect(text).toContain('报馆材料');
    expect(text).toContain('广交会特装展台搭建');
    expect(text).toContain('缺少 5 项');
    expect(text).toContain('01-效果图/主视觉.png');
    expect(text).toContain('02-施工图（含尺寸）/施工图 (2).pdf');
    expect(text).toContain('电路图（工厂提供）：缺');
    expect(text).toContain('施工人员名单（工厂提供）：1 人');
    expect(text).toContain(`王师傅　**************002X`);
    expect(text).not.toContain(ID_A);
    expect(raw).not.toContain(ID_A);

    // the client downloads it too
    expect((await get(client.a, `/api/Projectcenter/permitZip?id=${id}`)).statusCode).toBe(200);
  });

  it('is the two parties’ only: another member or an operator: 404 with nothing revealed; a visitor asked to log in', async () => {
    const { client, id } = await wonProject(t, op);
    await ok(client.a, 'permitItemAdd', { id, title: '主场消防审批表', party: 'client' });
    const other = await member(t, { business: true });
    const missing = await refused(other.a, 'permitInfo', { id: 999_999_999 }, 'not_found');
    for (const a of [other.a, op]) {
      const b = await refused(a, 'permitInfo', { id }, 'not_found');
      expect(b.errMsg).toBe(missing.errMsg);
      expect(JSON.stringify(b)).not.toContain('消防');
      await refused(a, 'permitItemAdd', { id, title: '另一项材料', party: 'client' }, 'not_found');
      const z = await get(a, `/api/Projectcenter/permitZip?id=${id}`);
      expect(z.statusCode).toBe(404);
      expect(z.headers['content-type']).toContain('application/json');
    }
    const v = await get(null, `/api/Projectcenter/permitZip?id=${id}`);
    expect((v.json() as { errCode: string }).errCode).toBe('not_logged_in');
    await refused(visitor, 'permitInfo', { id }, 'not_logged_in');
  });

  it('stops changing once the project is closed', async () => {
    const c = await member(t, { business: true });
    const { publishedProject } = await import('../../../test/projects.ts');
    const id = await publishedProject(c, op);
    await ok(c.a, 'permitItemAdd', { id, title: '主场消防审批表', party: 'client' });
    await ok(c.a, 'closePrjct', { id });
    expect((await ok(c.a, 'permitInfo', { id })).editable).toBe(false);
    await refused(
      c.a,
      'permitItemRemove',
      { id, item: 'c1' },
      'state_conflict',
      '项目已关闭，报馆材料不能再修改',
    );
  });
});
