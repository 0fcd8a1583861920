/**
 * The 3D model library (issue 15), three measures:
 *  1. search: `Common/searchModel` over HTTP at growing numbers of generated models
 *     (bench/models-data.ts), beside the bare route of the same run, p50/p95/p99 per row;
 *  2. upload: a 200 MiB model (binary STL) sent over tus to the real server in its own process
 *     (bench/models-target.ts), in one streamed PATCH and in 8 MiB PATCHes as the web client sends it,
 *     beside writing the same bytes to a file on the same disk; the server's resident memory sampled
 *     every 20 ms (before, and the peak during each upload);
 *  3. processing: the processing job (glTF validation, dimensions, the derived preview) timed on each demo model
 *     (seed/seed-models.ts) and on a larger generated GLB.
 * Run by `npm run bench` after the people search, or alone:
 * `npx tsx apps/server/bench/models.ts [--duration=S] [--connections=N] [--models=10000,100000]
 * [--upload-mb=200] [--db=pglite|postgres] [--only=search|upload|processing]`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { boxesGlb, DEMO_MODELS } from '../src/seed/seed-models.ts';
import { loadConfig } from '../src/env.ts';
import { createJobRunner } from '../src/modules/jobs/jobs-runner.ts';
import { glbDuplicates } from '../test/models.ts';
import { agent, registerMember } from '../test/test-app.ts';
import { uploadForm } from '../test/uploads.ts';
import { benchKinds, benchPgUrl, numberArg } from './cli.ts';
import { addModels } from './models-data.ts';
import { checkOnce, post, runSizedBench, type SizedBenchOptions, sizesArg, totalOf } from './sized-bench.ts';

const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

// ---------------------------------------------------------------------------------------------- search

interface Shape {
  name: string;
  body: Record<string, unknown>;
}

/** The queries of the search row: keywords common and selective, each filter, the orders, a deep page. */
export function modelShapes(): Shape[] {
  return [
    { name: '展台', body: { keyword: '展台' } },
    { name: '灯光', body: { keyword: '灯光' } },
    { name: '新能源汽车 岛型', body: { keyword: '新能源汽车 岛型' } },
    { name: '铝型材', body: { keyword: '铝型材' } },
    { name: 'category 展台 (with children)', body: { categoryId: 1 } },
    { name: 'glb, viewable', body: { format: 'glb', viewable: true } },
    { name: '商业授权, paid', body: { licence: '商业授权', pay: 'paid' } },
    { name: 'free, by downloads', body: { pay: 'free', sort: 'downloads' } },
    { name: 'by favourites', body: { sort: 'favorites' } },
    { name: '模型 page 20', body: { keyword: '模型', page: 20 } },
    { name: 'newest', body: {} },
  ];
}

const requests = () => modelShapes().map((s) => post('/api/Common/searchModel', s.body));

export function benchModelSearch(o: SizedBenchOptions) {
  return runSizedBench(
    {
      title: 'Model search',
      label: 'models',
      unit: 'models',
      legend: { queries: modelShapes().map((s) => s.name) },
      add: addModels,
      prepare: async (base) => ({
        notes: `totals: ${(await checkOnce(base, requests(), totalOf)).join(' ')}`,
        rows: { 'model search (11)': requests() },
      }),
    },
    o,
  );
}

// ---------------------------------------------------------------------------------------------- upload

const MiB = 1024 * 1024;

/** A binary STL of about `mib` MiB: the 84-byte head, then triangles (50 bytes each) from one 1 MiB block. */
function stlOf(mib: number) {
  const triangles = Math.floor((mib * MiB - 84) / 50);
  const size = 84 + triangles * 50;
  const head = Buffer.alloc(84);
  head.write('hz bench binary stl', 0, 'latin1');
  head.writeUInt32LE(triangles, 80);
  const block = Buffer.alloc(50 * 20_000);
  for (let k = 0; k < 20_000; k++) {
    // a normal and three vertices (floats), then the attribute count
    for (let f = 0; f < 12; f++) block.writeFloatLE((k % 97) * 0.01 + f, k * 50 + f * 4);
  }
  /** The bytes `from` … `to - 1`, as a stream of ≤1 MiB buffers. */
  const range = (from: number, to: number) =>
    Readable.from(
      (function* () {
        let at = from;
        while (at < to) {
          if (at < 84) {
            const part = head.subarray(at, Math.min(84, to));
            at += part.length;
            yield part;
            continue;
          }
          const inBlock = (at - 84) % block.length;
          const part = block.subarray(inBlock, Math.min(block.length, inBlock + (to - at)));
          at += part.length;
          yield part;
        }
      })(),
    );
  return { size, range };
}

function request(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string | number>,
  body?: Readable,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** Resident memory of a process in bytes (Linux). */
function rss(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function tusUpload(
  target: { port: number; cookie: string },
  file: ReturnType<typeof stlOf>,
  chunk: number,
) {
  const base = { cookie: target.cookie, 'tus-resumable': '1.0.0' };
  const created = await request(target.port, 'POST', '/api/Upload/tus', {
    ...base,
    'upload-length': file.size,
    'upload-metadata': `filename ${Buffer.from('bench-booth.stl').toString('base64')}`,
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.text}`);
  const location = created.headers.location!;
  let offset = 0;
  let last: Awaited<ReturnType<typeof request>> | undefined;
  while (offset < file.size) {
    const end = Math.min(file.size, offset + chunk);
    last = await request(
      target.port,
      'PATCH',
      location,
      {
        ...base,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': offset,
        'content-length': end - offset,
      },
      file.range(offset, end),
    );
    if (last.status !== 204) throw new Error(`tus patch at ${offset}: ${last.status} ${last.text}`);
    offset = end;
  }
  const fileId = last?.headers['upload-file-id'];
  if (!fileId) throw new Error('tus: no Upload-File-Id after the last byte');
  return fileId;
}

export async function benchModelUpload(o: { mib: number }) {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const file = stlOf(o.mib);
  const script = fileURLToPath(new URL('./models-target.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`model bench target exited with ${code}`)));
  });
  const target = JSON.parse(line) as { port: number; cookie: string; dataDir: string };
  const rows: Array<{ name: string; seconds: number; before: number; peak: number }> = [];
  try {
    // the floor: the same bytes written to a file on the same disk
    const disk = path.join(target.dataDir, 'disk-baseline.bin');
    let t0 = performance.now();
    await pipeline(file.range(0, file.size), fs.createWriteStream(disk));
    rows.push({ name: 'write to disk', seconds: (performance.now() - t0) / 1000, before: 0, peak: 0 });
    fs.rmSync(disk);
    for (const [name, chunk] of [
      ['tus, one PATCH', file.size],
      ['tus, 8 MiB PATCHes', 8 * MiB],
    ] as const) {
      const before = rss(child.pid!);
      let peak = before;
      const timer = setInterval(() => {
        peak = Math.max(peak, rss(child.pid!));
      }, 20);
      t0 = performance.now();
      try {
        await tusUpload(target, file, chunk);
      } finally {
        clearInterval(timer);
      }
      rows.push({
        name,
        seconds: (performance.now() - t0) / 1000,
        before,
        peak: Math.max(peak, rss(child.pid!)),
      });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  const mb = file.size / MiB;
  console.log(
    `\nModel upload — ${startedAt.toISOString()}, ${mb.toFixed(1)} MiB binary STL, server on PGlite in its own process, files on local disk; load average ${avg(loadBefore)} at the start, ${avg(os.loadavg())} at the end`,
  );
  console.log('row                    seconds    MiB/s   vs disk   server RSS before → peak (MiB)');
  const diskRate = mb / rows[0]!.seconds;
  for (const r of rows)
    console.log(
      `${r.name.padEnd(20)} ${r.seconds.toFixed(2).padStart(9)} ${(mb / r.seconds).toFixed(0).padStart(8)} ${(mb / r.seconds / diskRate).toFixed(2).padStart(9)}   ${r.before ? `${(r.before / MiB).toFixed(0)} → ${(r.peak / MiB).toFixed(0)}` : ''}`,
    );
  return true;
}

// ------------------------------------------------------------------------------------------ processing

export async function benchModelProcessing() {
  const startedAt = new Date();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-bench-processing-'));
  const database = await openPglite({ dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOBS_CONCURRENCY: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  const rows: Array<{ name: string; bytes: number; ms: number; state: string; preview: number }> = [];
  try {
    await app.ready();
    const a = agent(app);
    await registerMember(a, '13912340002');
    const [cat] = await database.query<{ id: string }>(
      'SELECT id FROM model_categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const runner = createJobRunner({
      database,
      definitions: app.jobs.definitions(),
      concurrency: 1,
      pollMs: 20,
      log: app.log,
    });
    // a larger model: a 40 × 40 grid of boxes (1 600 meshes' worth of geometry in one)
    const grid: Array<[number, number, number, number, number, number]> = Array.from(
      { length: 1600 },
      (_, k) => [k % 40, 0, Math.floor(k / 40), 0.8, 1 + (k % 7) * 0.2, 0.8],
    );
    const inputs = [
      ...DEMO_MODELS.map((m) => ({ name: m.title, glb: () => boxesGlb(m.boxes) })),
      { name: '1 600 boxes (generated)', glb: () => boxesGlb(grid) },
      { name: '12 duplicate grid meshes', glb: () => glbDuplicates(12) },
    ];
    for (const m of inputs) {
      const glb = await m.glb();
      const form = uploadForm('model', 'bench.glb', glb);
      const up = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
      if (!up.body.success) throw new Error(`upload: ${JSON.stringify(up.body)}`);
      const made = await a.post<{ id: number }>('/api/Modelcenter/uploadModel', {
        title: '基准测试模型',
        categoryId: Number(cat!.id),
        tags: [],
        description: '',
        licence: '平台标准授权',
        price: 0,
        file: up.body.data!.id,
      });
      if (!made.body.success) throw new Error(`uploadModel: ${JSON.stringify(made.body)}`);
      const t0 = performance.now();
      await runner.runDue();
      const ms = performance.now() - t0;
      const [row] = await database.query<{ state: string; preview: number | null }>(
        'SELECT m.state, f.size::int AS preview FROM models m LEFT JOIN files f ON f.id = m.preview_file WHERE m.id = $1',
        [made.body.data!.id],
      );
      rows.push({ name: m.name, bytes: glb.length, ms, state: row!.state, preview: row!.preview ?? 0 });
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nModel processing — ${startedAt.toISOString()}, the processing job run alone (PGlite, one worker), load average ${avg(os.loadavg())}`,
  );
  console.log('model                            bytes   preview       ms   state');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(28)} ${String(r.bytes).padStart(9)} ${String(r.preview).padStart(9)} ${r.ms.toFixed(0).padStart(8)}   ${r.state}`,
    );
  return rows.every((r) => r.state === 'ready' && r.preview > 0);
}

/** `--models=10000,100000`. */
export const modelSizes = (argv: string[]) => sizesArg(argv, 'models', '10000,100000');

export async function benchModels(o: {
  kinds: string[];
  pgUrl: string;
  seconds: number;
  connections: number;
  argv: string[];
}) {
  const only = o.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
  let ok = true;
  if (!only || only === 'search') ok = (await benchModelSearch({ ...o, sizes: modelSizes(o.argv) })) && ok;
  if (!only || only === 'upload')
    ok = (await benchModelUpload({ mib: numberArg('upload-mb', 200, o.argv) })) && ok;
  if (!only || only === 'processing') ok = (await benchModelProcessing()) && ok;
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const ok = await benchModels({
    kinds: await benchKinds(pgUrl),
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    argv: process.argv,
  });
  process.exit(ok ? 0 : 1);
}
