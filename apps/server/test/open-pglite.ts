// Opens the embedded database in the folder given as argument, as a second server process would.
import { openPglite } from '../src/db/client.ts';

const dir = process.argv[2]!;
try {
  const db = await openPglite({ dataDir: dir });
  await db.close();
  console.log('opened');
} catch (err) {
  console.log((err as Error).message);
  process.exitCode = 3;
}
