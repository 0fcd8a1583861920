/**
 * What `npm start` does before the server (issue 34 point 5): the web build when its sources changed
 * (scripts/web-build.mjs, a content-hash stamp), and, while it builds, the server's start-up work in its
 * own process (apps/server/src/prepare-data.ts: migrations and the demo data), so that the two overlap
 * on a first start. When the build is up to date nothing runs here: the server does its (then quick,
 * idempotent) start-up work itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--check'], {
  cwd: root,
  stdio: 'inherit',
});
if (check.status === 0) process.exit(0);

const run = (cmd, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
const [built, prepared] = await Promise.all([
  run(process.execPath, [path.join(root, 'scripts/web-build.mjs')], root),
  // tsx directly (not `npm run prepare-data -w apps/server`): one Node start fewer; the server's folder
  // as its working directory, as its npm scripts have (DATA_DIR defaults to ./data there)
  run(path.join(root, 'node_modules/.bin/tsx'), ['src/prepare-data.ts'], path.join(root, 'apps/server')),
]);
process.exit(built || prepared);
