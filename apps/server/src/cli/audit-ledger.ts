/**
 * `npm run audit:ledger`: the whole ledger audited (modules/wallet/wallet-audit.ts) on the database the
 * server is configured with (DATA_DIR or DATABASE_URL). Prints the summary and every problem; exits 0 when
 * the ledger is clean, 1 on any imbalance, 2 when it could not run. With the embedded database, stop the
 * server first (one process per data folder) or use the console's 账本核对, which runs the same audit.
 */
import { openDatabase } from '../db/client.ts';
import { adminCommandEnv } from '../env.ts';
import { auditLines, auditWholeLedger } from '../modules/wallet/wallet-audit.ts';

try {
  const database = await openDatabase(adminCommandEnv().loadConfig());
  try {
    const audit = await auditWholeLedger(database.db);
    const lines = auditLines(audit);
    (audit.clean ? console.log : console.error)(lines.join('\n'));
    process.exitCode = audit.clean ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`ledger audit could not run: ${(err as Error).message}`);
  process.exitCode = 2;
}
