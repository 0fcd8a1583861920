/**
 * `npm start` (issue 34 point 5), in one Node process from the command to the listening server:
 *
 * 1. the web build when its sources changed (scripts/web-build.mjs, a content-hash stamp; checked here, in
 *    this process);
 * 2. the server's TypeScript bundled by esbuild into `apps/server/dist/start/` when its sources changed (a
 *    SHA-256 over them beside the bundle, as the web build's stamp; bundling takes well under a second);
 *    packages stay outside the bundle and load from node_modules as they would under tsx. Loading one bundle costs a fraction of what tsx's loader costs on ~500 source files, whose
 *    resolution and loading go through its hooks thread one module at a time;
 * 3. when the web build is due, it runs beside the server's start-up work (apps/server/src/prepare-data.ts:
 *    migrations and demo data, from the bundle, in its own process), so the two overlap on a first start;
 * 4. the server (apps/server/src/server.ts, from the bundle) in this process, in `apps/server` as its npm
 *    scripts run (DATA_DIR defaults to ./data there).
 *
 * `npm run serve` / `npm run dev` still run the sources under tsx; this is only a quicker way to the same
 * code. Each module's `import.meta.url` is its source file's, so the paths the server finds next to its
 * sources (migrations, the web build) are the same as under tsx.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesUnder, webBuildState } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdir = path.join(server, 'dist/start');
const timing = process.env.START_TIMING === '1';
const t0 = performance.now();
const lap = (what) => {
  if (timing) console.error(`start: ${what} at ${Math.round(performance.now() - t0)} ms`);
};

const { fresh } = webBuildState();
lap(fresh ? 'web build up to date' : 'web build due');
if (fresh) console.log('web build up to date (sources unchanged); npm run build rebuilds it');

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
  fs.existsSync(path.join(outdir, 'server.mjs'));
if (!bundled) {
  const { build } = await import('esbuild');
  // emptied first: the shared chunk's name changes with its content
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(server, 'src/server.ts'), path.join(server, 'src/prepare-data.ts')],
    outdir,
    bundle: true,
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

const run = (cmd, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
if (!fresh) {
  const sourceMaps = '--enable-source-maps';
  const [built, prepared] = await Promise.all([
    run(process.execPath, [path.join(root, 'scripts/web-build.mjs')], root),
    run(process.execPath, [sourceMaps, path.join(outdir, 'prepare-data.mjs')], server),
  ]);
  if (built || prepared) process.exit(built || prepared);
  lap('web build and start-up work done');
}

process.chdir(server);
// stack traces name the TypeScript sources, as under tsx
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(outdir, 'server.mjs')).href);
