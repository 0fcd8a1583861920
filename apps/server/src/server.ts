import { buildApp, defaultWebDist } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { seedDemoContent } from './db/seed-content.ts';
import { ConfigError, loadConfig } from './env.ts';
import { ensureOperator } from './modules/admin/operators.ts';
import { AlipayKeyError } from './modules/alipay/alipay-keys.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (err) {
    console.error(`Cannot open the database: ${(err as Error).message}`);
    process.exit(1);
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, webDist: defaultWebDist });
  } catch (err) {
    if (err instanceof AlipayKeyError) {
      console.error(`Invalid configuration:\n  - ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (config.admin) {
    try {
      const result = await ensureOperator(database.db, config.admin.mobile, config.admin.password);
      app.log.info({ mobile: config.admin.mobile }, `operator ${result} from ADMIN_MOBILE`);
    } catch (err) {
      console.error((err as Error).message);
      process.exit(1);
    }
  }
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded) app.log.info('empty database: demo members seeded (see README)');
    const content = await seedDemoContent(database.db, config);
    if (content.listings + content.spaces + content.photos > 0)
      app.log.info(content, 'demo listings, spaces and booth photos seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // in-flight requests finish; keep-alive connections that go idle meanwhile are closed as they do
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

void main();
