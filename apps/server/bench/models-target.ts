/**
 * The model bench's upload side (bench/models.ts), its own process so that the server's memory can be
 * read apart from the load generator's: the real app on a fresh PGlite in a temporary `DATA_DIR` (tus
 * receives into `DATA_DIR/tus`, files are stored in `DATA_DIR/files`), no job workers, one registered
 * member. Prints `{port, cookie, dataDir}` as one JSON line; removes the directory on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { agent, registerMember } from '../test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-bench-models-'));
const database = await openPglite({ dataDir });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JOBS_CONCURRENCY: '0',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const a = agent(app);
await registerMember(a, '13912340001');
const cookie = [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ port, cookie, dataDir }));

const stop = async () => {
  await app.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
