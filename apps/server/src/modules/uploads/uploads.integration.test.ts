import fs from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, agent, createTestApp, registerMember, type TestApp } from '../../../test/test-app.ts';
import { jpegWithExif, multipart, pdf, png, pngBomb, uploadForm } from '../../../test/uploads.ts';
import { fileBytes } from './uploads-routes.ts';
import { requireOwnFile } from './uploads-service.ts';

let t: TestApp;
let dataDir = '';
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-uploads-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Uploaded {
  id: string;
  url: string;
  thumb?: string;
  name: string;
  size: number;
  kind: string;
  private: boolean;
}

const cookieOf = (a: Agent | null) => (a ? [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '');
const upload = (a: Agent, form: ReturnType<typeof multipart>) =>
  a.post<Uploaded>('/api/Upload/file', form.payload, form.headers);
/** A GET of a served file (binary, so not through the JSON agent). */
const fetchFile = (url: string, a: Agent | null = null) =>
  t.app.inject({ method: 'GET', url, headers: a ? { cookie: cookieOf(a) } : {} });

const storedFiles = () => {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(root, f)).isFile(),
  );
};
const rowCount = async () =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n;
const memberId = async (mobile: string) =>
  Number(
    (await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [mobile]))[0]!.id,
  );

/** Runs a refused upload and checks that it left nothing: no row, no stored object. */
async function refused(a: Agent, form: ReturnType<typeof multipart>) {
  const rows = await rowCount();
  const objects = storedFiles();
  const r = await upload(a, form);
  expect(r.body.success).toBe(false);
  expect(await rowCount()).toBe(rows);
  expect(storedFiles()).toEqual(objects);
  return r;
}

let alice: Agent;
let aliceMobile = '';
beforeAll(async () => {
  alice = agent(t.app);
  aliceMobile = (await registerMember(alice)).mobile;
});

describe('Upload/file', () => {
  it('re-encodes a JPEG without its EXIF, upright, with a WebP thumbnail, public and cached for good', async () => {
    const original = await jpegWithExif(64, 32);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const r = await upload(alice, uploadForm('listing', '展台 效果图.JPG', original));
    expect(r.status).toBe(200);
    const f = r.body.data!;
    expect(f).toMatchObject({ kind: 'image', private: false, name: '展台 效果图.JPG' });
    expect(f.id).toMatch(/^f[A-Za-z0-9_-]{24}$/);
    expect(f.url).toBe(`/files/${f.id}`);
    expect(f.thumb).toBe(`/files/${f.id}/thumb`);

    const served = await fetchFile(f.url); // logged out: public
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="__ ___.JPG"; filename*=UTF-8''${encodeURIComponent('展台 效果图.JPG')}`,
    );
    expect(Number(served.headers['content-length'])).toBe(f.size);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([32, 64]); // orientation 6 applied
    expect(served.rawPayload.includes(Buffer.from('secret-owner-note'))).toBe(false);

    const thumb = await fetchFile(f.thumb!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    // the client's name is nowhere in the stored paths
    expect(storedFiles().some((p) => p.includes('效果图'))).toBe(false);
    // the file and its thumbnail; its two sized WebP copies once asked for (decision 042)
    const storedOf = () =>
      storedFiles()
        .filter((p) => p.includes(f.id))
        .map((p) => p.slice(p.indexOf(f.id) + f.id.length))
        .sort();
    expect(storedOf()).toEqual(['.jpg', '_thumb.webp']);
    for (const w of ['w640', 'w1280']) expect((await fetchFile(`${f.url}/${w}`)).statusCode).toBe(200);
    expect(storedOf()).toEqual(['.jpg', '_thumb.webp', '_w1280.webp', '_w640.webp']);
  });

  it('serves WebP copies 640 and 1280 px wide for srcset, never enlarged, cached for good', async () => {
    const r = await upload(alice, uploadForm('listing', 'hall.png', await png(1600, 1200)));
    const f = r.body.data!;
    for (const [width, size] of [
      [640, [640, 480]],
      [1280, [1280, 960]],
    ] as const) {
      const copy = await fetchFile(`${f.url}/w${width}`); // logged out: a public image
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(copy.headers['content-disposition']).toMatch(/^inline; filename="hall.webp"/);
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
    }
    // a small image's copies keep its own size
    const small = (await upload(alice, uploadForm('avatar', 'small.png', await png(500, 250)))).body.data!;
    const meta = await sharp((await fetchFile(`${small.url}/w1280`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([500, 250]);
    // only these widths, and only of images
    expect((await fetchFile(`${f.url}/w999`)).statusCode).toBe(404);
    const doc = (await upload(alice, uploadForm('document', 'a.pdf', pdf))).body.data!;
    expect((await fetchFile(`${doc.url}/w640`)).statusCode).toBe(404);
  });

  it('makes the sized copies of an image on the first ask, once', async () => {
    const f = (await upload(alice, uploadForm('listing', 'old.png', await png(900, 600)))).body.data!;
    // an upload stores the file and its thumbnail only
    expect(storedFiles().filter((p) => p.includes(`${f.id}_w`))).toEqual([]);
    const [a, b] = await Promise.all([fetchFile(`${f.url}/w640`), fetchFile(`${f.url}/w640`)]);
    for (const copy of [a, b]) {
      expect(copy.statusCode).toBe(200);
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 427]);
    }
    // kept: the next ask reads it, and the width not asked for is still not made
    expect(storedFiles().filter((p) => p.includes(`${f.id}_w`))).toEqual([
      expect.stringMatching(/_w640\.webp$/),
    ]);
  });

  it('makes a thumbnail 320 px wide from a larger PNG', async () => {
    const r = await upload(alice, uploadForm('avatar', 'me.png', await png(800, 600)));
    expect(r.body.data).toMatchObject({ kind: 'image', private: false });
    const thumb = await fetchFile(r.body.data!.thumb!);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
  });

  it('takes models as attachments: a text OBJ and a binary STL', async () => {
    const obj = Buffer.from('# cube\nmtllib cube.mtl\no Cube\nv 1 1 1\nv -1 1 1\nv 1 -1 1\nf 1 2 3\n');
    const r = await upload(alice, uploadForm('model', 'booth.obj', obj));
    expect(r.body.data).toMatchObject({ kind: 'model', private: true, size: obj.length, name: 'booth.obj' });
    expect(r.body.data!.thumb).toBeUndefined();
    // a model file is private: its owner reads it; others only through a model's download link
    expect((await fetchFile(r.body.data!.url)).statusCode).toBe(404);
    const served = await fetchFile(r.body.data!.url, alice);
    expect(served.headers['content-type']).toBe('model/obj');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="booth.obj"/);
    expect(served.rawPayload.equals(obj)).toBe(true);
    expect((await fetchFile(`${r.body.data!.url}/thumb`)).statusCode).toBe(404);

    const stl = Buffer.alloc(84 + 50 * 2);
    stl.write('binary stl', 0);
    stl.writeUInt32LE(2, 80);
    const s = await upload(alice, uploadForm('model', 'part.STL', stl));
    expect(s.body.data).toMatchObject({ kind: 'model', size: stl.length });
  });

  it('takes a PDF for a document, served to open in the browser (a deal previews it; issue 27)', async () => {
    const r = await upload(alice, uploadForm('document', '方案.pdf', pdf));
    expect(r.body.data).toMatchObject({ kind: 'document', private: false });
    const served = await fetchFile(r.body.data!.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses bytes that do not match the name, and leaves nothing behind', async () => {
    const a = await refused(alice, uploadForm('avatar', 'photo.png', pdf));
    expect(a.status).toBe(400);
    expect(a.body.errCode).toBe('invalid_params');
    expect(a.body.errMsg).toBe('文件内容与扩展名不符：内容是PDF 文档，文件名是 .png');
    expect((a.body.data as unknown as { fields: Record<string, string> }).fields.file).toBe(a.body.errMsg);

    const b = await refused(alice, uploadForm('idcard', 'scan.pdf', await png()));
    expect(b.status).toBe(400);
    expect(b.body.errMsg).toBe('文件内容与扩展名不符：内容是PNG 图片，文件名是 .pdf');

    const c = await refused(alice, uploadForm('avatar', 'resume.pdf', pdf));
    expect(c.body.errMsg).toBe('请上传 JPG、PNG 或 WebP 图片');

    const d = await refused(alice, uploadForm('avatar', 'noext', await png()));
    expect(d.body.errMsg).toBe('文件内容与扩展名不符：内容是PNG 图片，文件名是没有扩展名');

    const e = await refused(
      alice,
      uploadForm('listing', 'page.png', Buffer.from('<html><script>alert(1)</script>')),
    );
    expect(e.body.errMsg).toMatch(/^无法识别的文件内容/);

    const f = await refused(
      alice,
      uploadForm('model', 'evil.obj', Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary')),
    );
    expect(f.status).toBe(400);

    const g = await refused(alice, uploadForm('avatar', 'empty.png', Buffer.alloc(0)));
    expect(g.body.errMsg).toBe('文件是空的，请重新选择');

    const h = await refused(
      alice,
      uploadForm('listing', 'broken.png', (await png(200, 200)).subarray(0, 120)),
    );
    expect(h.body.errMsg).toBe('图片无法读取，可能已损坏，请换一张');
  });

  it('refuses a file over its limit while it streams in', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await png()).copy(big);
    const r = await refused(alice, uploadForm('avatar', 'big.png', big));
    expect(r.status).toBe(413);
    expect(r.body.errCode).toBe('too_large');
    expect(r.body.errMsg).toBe('文件过大，图片不能超过 10 MB');

    // a document may be 20 MB, but an image stays within 10 MB whatever the purpose
    const doc = await refused(
      alice,
      uploadForm('document', 'big.png', Buffer.concat([big, Buffer.alloc(1024)])),
    );
    expect(doc.status).toBe(413);
    expect(doc.body.errMsg).toBe('文件过大，图片不能超过 10 MB');
    const tooBigDoc = Buffer.alloc(20 * 1024 * 1024 + 1);
    pdf.copy(tooBigDoc);
    const e = await refused(alice, uploadForm('document', 'big.pdf', tooBigDoc));
    expect(e.status).toBe(413);
    expect(e.body.errMsg).toBe('文件过大，不能超过 20 MB');
  });

  it('refuses an image bomb before decoding it', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const r = await refused(alice, uploadForm('listing', 'bomb.png', bomb));
    expect(r.status).toBe(400);
    expect(r.body.errMsg).toBe('图片尺寸过大（20000×20000），不能超过 4000 万像素，请缩小后上传');
  });

  it('keeps only the last part of a path-like name, as metadata; the path never comes from it', async () => {
    const r = await upload(alice, uploadForm('avatar', '../../etc/passwd.png', await png()));
    expect(r.body.data!.name).toBe('passwd.png');
    const ctrl = await upload(
      alice,
      uploadForm('avatar', `..\\..\\\u202Egnp.exe\u0007${'长'.repeat(120)}.png`, await png()),
    );
    expect(ctrl.body.data!.name).toBe(`gnp.exe${'长'.repeat(89)}.png`);
    expect([...ctrl.body.data!.name]).toHaveLength(100);
    expect(fs.existsSync(path.join(dataDir, 'etc'))).toBe(false);
    expect(
      storedFiles().every((p) =>
        /^(public|private)\/\d{4}\/\d{2}\/f[\w-]{24}(_thumb\.webp|_w\d+\.webp|\.\w+)$/.test(p),
      ),
    ).toBe(true);
  });

  it('needs a login, multipart, a known purpose before the file, and one file', async () => {
    const form = uploadForm('avatar', 'a.png', await png());
    const out = await agent(t.app).post('/api/Upload/file', form.payload, form.headers);
    expect(out.status).toBe(401);
    expect(out.body.errCode).toBe('not_logged_in');

    const json = await alice.post('/api/Upload/file', { purpose: 'avatar', file: 'x' });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({
      errCode: 'unsupported_media_type',
      errMsg: '请以 multipart/form-data 上传文件',
    });
    const text = await alice.post('/api/Upload/file', 'purpose=avatar', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(text.status).toBe(415);

    const unknown = await refused(alice, uploadForm('passport', 'a.png', await png()));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errCode).toBe('invalid_params');
    expect(Object.keys((unknown.body.data as unknown as { fields: object }).fields)).toEqual(['purpose']);

    const fileFirst = await refused(
      alice,
      multipart([
        { name: 'file', filename: 'a.png', content: await png() },
        { name: 'purpose', value: 'avatar' },
      ]),
    );
    expect(fileFirst.body.errMsg).toBe('请选择上传用途（purpose 字段须在 file 之前）');
    const noFile = await refused(alice, multipart([{ name: 'purpose', value: 'avatar' }]));
    expect(noFile.body.errMsg).toBe('请选择要上传的文件');
    // the first file is taken; nothing after it is read
    const rows = await rowCount();
    const two = await upload(
      alice,
      multipart([
        { name: 'purpose', value: 'avatar' },
        { name: 'file', filename: 'a.png', content: await png() },
        { name: 'file', filename: 'b.png', content: await png() },
      ]),
    );
    expect(two.body.data!.name).toBe('a.png');
    expect(await rowCount()).toBe(rows + 1);
  });

  it('a malformed multipart body: 400 invalid_params (413 too_large for a limit), never a 500', async () => {
    const good = uploadForm('avatar', 'a.png', await png());
    const b = 'XyZb0undary';
    const ct = { 'content-type': `multipart/form-data; boundary=${b}` };
    const part = (name: string, value: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const malformed: Array<[string, Record<string, string>, Buffer | string]> = [
      ['no boundary', { 'content-type': 'multipart/form-data; charset=utf-8' }, good.payload],
      ['not multipart inside', ct, 'garbage<script>'],
      ['cut in the file', good.headers, good.payload.subarray(0, good.payload.length - 30)],
      ['cut in a part head', good.headers, good.payload.subarray(0, 30)],
      ['boundary too long', { 'content-type': `multipart/form-data; boundary=${'x'.repeat(100)}` }, 'abc'],
    ];
    const rows = await rowCount();
    for (const [name, headers, payload] of malformed) {
      const r = await alice.post('/api/Upload/file', payload, headers);
      expect(r.status, name).toBe(400);
      expect(r.body, name).toMatchObject({
        success: false,
        errCode: 'invalid_params',
        errMsg: '上传内容格式错误，请重新选择文件上传',
      });
      expect(JSON.stringify(r.body), name).not.toContain('script');
    }
    const tooMany = await alice.post(
      '/api/Upload/file',
      `${Array.from({ length: 8 }, (_, i) => part(`f${i}`, 'x')).join('')}--${b}--\r\n`,
      ct,
    );
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.errCode).toBe('too_large');
    expect(await rowCount()).toBe(rows);
    expect((await upload(alice, good)).body.errCode).toBe('success');
  });

  it('a parser failure before the service reads the file is kept for it, not thrown at the process', async () => {
    const file = new PassThrough();
    const bytes = fileBytes(file);
    file.destroy(new Error('Unexpected end of multipart data'));
    // the service awaits its temporary directory before it reads
    await new Promise((r) => setTimeout(r, 20));
    const read = pipeline(bytes, new Writable({ write: (_c, _e, done) => done() }));
    await expect(read).rejects.toMatchObject({ code: 'invalid_params', status: 400 });
  });

  it('over real HTTP, answers 413 while the client is still sending, and keeps serving', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.alloc(50 * 1024 * 1024);
    (await png()).copy(big);
    const form = uploadForm('avatar', 'big.png', big);
    const headers = { ...form.headers, cookie: cookieOf(alice) };
    const signal = AbortSignal.timeout(10_000);
    const r = await fetch(`${base}/api/Upload/file`, { method: 'POST', body: form.payload, headers, signal });
    expect(r.status).toBe(413);
    expect(((await r.json()) as { errMsg: string }).errMsg).toBe('文件过大，图片不能超过 10 MB');
    const ok = uploadForm('avatar', 'ok.png', await png());
    const r2 = await fetch(`${base}/api/Upload/file`, {
      method: 'POST',
      body: ok.payload,
      headers: { ...ok.headers, cookie: cookieOf(alice) },
      signal: AbortSignal.timeout(10_000),
    });
    expect(r2.status).toBe(200);
  });

  it('the JSON-only rule still holds for every other call', async () => {
    const form = uploadForm('avatar', 'a.png', await png());
    const r = await alice.post('/api/Member/updateBaseInfo', form.payload, form.headers);
    expect(r.status).toBe(415);
    expect(r.body.errCode).toBe('unsupported_media_type');
  });
});

describe('private files', () => {
  it('reach only their owner and operators, on every request; others learn nothing', async () => {
    const r = await upload(alice, uploadForm('idcard', '身份证正面.jpg', await jpegWithExif()));
    const f = r.body.data!;
    expect(f.private).toBe(true);
    expect(storedFiles().some((p) => p.startsWith(`private/`) && p.includes(f.id))).toBe(true);

    const own = await fetchFile(f.url, alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await fetchFile(f.thumb!, alice)).statusCode).toBe(200);
    expect((await fetchFile(`${f.url}/w640`, alice)).statusCode).toBe(200);

    const bob = agent(t.app);
    await registerMember(bob);
    const missing = await fetchFile(`/files/f${'x'.repeat(24)}`, bob);
    for (const url of [f.url, f.thumb!, `${f.url}/w640`, `${f.url}/w1280`]) {
      const other = await fetchFile(url, bob);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect((await fetchFile(url)).statusCode).toBe(404);
    }
    expect(missing.json()).toMatchObject({ errCode: 'not_found', errMsg: '文件不存在' });
    expect((await fetchFile('/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);

    const op = agent(t.app);
    const opMember = await registerMember(op);
    await t.database.query('UPDATE members SET isadmin = true WHERE mobile = $1', [opMember.mobile]);
    expect((await fetchFile(f.url, op)).statusCode).toBe(200);
    // taken back: checked again on the next request
    await t.database.query('UPDATE members SET isadmin = false WHERE mobile = $1', [opMember.mobile]);
    expect((await fetchFile(f.url, op)).statusCode).toBe(404);
  });
});

describe('requireOwnFile (for other domains)', () => {
  it('gives the member their own file of the right kind and purpose, refuses the rest on the field', async () => {
    const img = (await upload(alice, uploadForm('idcard', 'front.png', await png()))).body.data!;
    const doc = (await upload(alice, uploadForm('licence', 'licence.pdf', pdf))).body.data!;
    const me = await memberId(aliceMobile);
    const db = t.database.db;
    const row = await requireOwnFile(db, me, img.id, { purposes: ['idcard'], kind: 'image' });
    expect(row).toMatchObject({ id: img.id, memberId: me, kind: 'image', private: true, mime: 'image/png' });

    const fails = async (p: Promise<unknown>) => {
      const err = (await p.then(
        () => undefined,
        (e: unknown) => e,
      )) as { code: string; message: string; data: unknown };
      return { code: err.code, message: err.message, data: err.data };
    };
    expect(await fails(requireOwnFile(db, me, doc.id, { kind: 'image', field: 'cardimg' }))).toEqual({
      code: 'invalid_params',
      message: '请上传图片',
      data: { fields: { cardimg: '请上传图片' } },
    });
    expect((await fails(requireOwnFile(db, me + 1000, img.id))).message).toBe('文件不存在');
    expect((await fails(requireOwnFile(db, me, 'nope'))).message).toBe('文件不存在');
    expect((await fails(requireOwnFile(db, me, img.id, { purposes: ['avatar'] }))).message).toBe(
      '文件用途不符，请重新上传',
    );
  });
});
