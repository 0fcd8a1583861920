import { startServer } from './server-start.ts';

/** One server process: `npm start` / `npm run serve`. Several: `npm run start:cluster` (cluster.ts). */
void startServer();
