/**
 * `npm start` (issue 34 point 5), in one Node process from the command to the listening server:
 *
 * 1. the web build when its sources changed (scripts/web-build.mjs, a content-hash stamp; checked here, in
 *    this process): its client and server-rendering builds start at once, in two processes of their own,
 *    without the compressed copies of the client's files (written after listening, step 4);
 * 2. the server's TypeScript bundled by esbuild into `apps/server/dist/start/` when its sources changed (a
 *    SHA-256 over them beside the bundle, as the web build's stamp; bundling takes well under a second);
 *    packages stay outside the bundle and load from node_modules as they would under tsx. Loading one bundle costs a fraction of what tsx's loader costs on ~500 source files, whose
 *    resolution and loading go through its hooks thread one module at a time;
 * 3. the server (apps/server/src/server-start.ts `startServer`, from the bundle) in this process, in
 *    `apps/server` as its npm scripts run (DATA_DIR defaults to ./data there): it opens (creates, migrates)
 *    the database and seeds the demo members while the web build runs, builds the app once the build is
 *    there and listens; the rest of the demo data is seeded after that (decision 068);
 * 4. once it listens, the `.br`/`.gz` copies of the web build's files if they are not all there
 *    (scripts/precompress.mjs, in a process of its own at the lowest priority); until then those files are
 *    sent uncompressed.
 *
 * `npm run serve` / `npm run dev` still run the sources under tsx; this is only a quicker way to the same
 * code. Each module's `import.meta.url` is its source file's, so the paths the server finds next to its
 * sources (migrations, the web build) are the same as under tsx.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MARKER } from './precompress.mjs';
import { buildWeb, filesUnder, webBuildState } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdir = path.join(server, 'dist/start');
const timing = process.env.START_TIMING === '1';
const t0 = performance.now();
const lap = (what) => {
  if (timing) console.error(`start: ${what} at ${Math.round(performance.now() - t0)} ms`);
};

const { fresh, hash: webHash } = webBuildState();
lap(fresh ? 'web build up to date' : 'web build due');
if (fresh) console.log('web build up to date (sources unchanged); npm run build rebuilds it');
// started now: it runs in its own processes while this one bundles the server and does the start-up work
if (!fresh) console.log('building the web app (its sources changed, or no build yet)…');
const webBuild = fresh
  ? undefined
  : buildWeb(webHash, { forStart: true }).then((code) => {
      lap(code === 0 ? 'web build done' : `web build failed (${code})`);
      return code;
    });

/** Every `.ts` source that goes into the bundle keeps its own `import.meta.url`. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
    // packages load from node_modules at run time, except the workspace's own contract (TypeScript sources)
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@hz/') ? undefined : { external: true },
    );
  },
};
/** A SHA-256 over what goes into the bundle: the server's and the contract's sources (not their tests). */
function serverInputsHash() {
  const h = crypto.createHash('sha256');
  h.update(`node ${process.version}\n`);
  const inputs = [
    'apps/server/src',
    'packages/contract/src',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'packages/contract/package.json',
    'tsconfig.base.json',
    'package-lock.json',
    'scripts/start.mjs',
  ]
    .flatMap((p) => filesUnder(path.join(root, p)))
    .filter((f) => !f.endsWith('.test.ts'));
  for (const f of inputs) {
    h.update(`${path.relative(root, f)}\n`);
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex');
}
const stampFile = path.join(outdir, '.bundle-stamp');
const hash = serverInputsHash();
const bundled =
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8').trim() === hash &&
  fs.existsSync(path.join(outdir, 'server-start.mjs'));
if (!bundled) {
  const { build } = await import('esbuild');
  // emptied first: the shared chunk's name changes with its content
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(server, 'src/server-start.ts')],
    outdir,
    bundle: true,
    // the server's lazily loaded modules (S3, Redis, pdfkit…) stay chunks of their own, loaded on first use
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    tsconfig: path.join(server, 'tsconfig.json'),
    plugins: [ownUrl],
    logLevel: 'warning',
  });
  fs.writeFileSync(stampFile, `${hash}\n`);
}
lap(bundled ? 'server bundle up to date' : 'server bundled');

process.chdir(server);
// stack traces name the TypeScript sources, as under tsx
process.setSourceMapsEnabled(true);
const { startServer } = await import(pathToFileURL(path.join(outdir, 'server-start.mjs')).href);
await startServer({ webBuild, timing, demoAfterListening: true });
lap('listening');

// the compressed copies of the web build's files, if a pass has not written them all yet
const dist = path.join(root, 'apps/web/dist');
if (fs.existsSync(path.join(dist, 'index.html')) && !fs.existsSync(path.join(dist, MARKER))) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/precompress.mjs'), dist], {
    cwd: root,
    stdio: 'inherit',
  });
  try {
    os.setPriority(child.pid, 19);
  } catch {
    // not allowed here: it runs at the normal priority
  }
}
