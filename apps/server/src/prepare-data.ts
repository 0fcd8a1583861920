import { configOrExit, openDatabaseWhenUp, prepare } from './server-start.ts';

/**
 * The start-up work alone (migrations, the operator, the demo data, the dev Alipay keys), then exit:
 * `npm start` runs it beside the web build when the build has to run (scripts/start.mjs), so the
 * two overlap; the server that starts next finds it done (each step is idempotent) and listens sooner.
 */
async function main() {
  const config = configOrExit();
  const database = await openDatabaseWhenUp(config, 'prepare');
  await prepare(config, database, (obj, msg) => console.log(JSON.stringify({ ...obj, msg })));
  await database.close();
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
