import { configOrExit, openDatabaseWhenUp, serve } from './server-start.ts';

/** One server process: `npm start` / `npm run serve`. Several: `npm run start:cluster` (cluster.ts). */
async function main() {
  const config = configOrExit();
  const database = await openDatabaseWhenUp(config);
  await serve(config, database, { prepare: true });
}

void main();
