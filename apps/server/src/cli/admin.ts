/**
 * `npm run admin -- create --mobile 13800000000` with the password in ADMIN_PASSWORD (kept out of shell
 * history), or `--password` for scripts. Uses the same configuration as the server (DATA_DIR or
 * DATABASE_URL); with the embedded database, stop the server first (one process per data folder).
 */
import { openDatabase } from '../db/client.ts';
import { adminCommandEnv } from '../env.ts';
import { ensureOperator } from '../modules/auth/operator-account.ts';

const [command, ...rest] = process.argv.slice(2);
const flag = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};

if (command !== 'create') {
  console.error(
    'Usage: npm run admin -- create --mobile <mobile> [--password <password> | ADMIN_PASSWORD=...]',
  );
  process.exit(2);
}
const mobile = flag('mobile') ?? '';
const env = adminCommandEnv();
const password = flag('password') ?? env.password ?? '';
try {
  const database = await openDatabase(env.loadConfig());
  try {
    const result = await ensureOperator(database.db, mobile, password);
    console.log(`operator ${mobile} ${result}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
