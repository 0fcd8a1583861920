import type { FastifyInstance } from 'fastify';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { registerProjectsRoutes } from './projects-routes.ts';
import { createProjectsService } from './projects-service.ts';
import { createProjectStages } from './projects-stages.ts';

/**
 * Build projects (issue 14; docs/domains/projects.md): the service and its calls. The later slices
 * (contract, staged escrow, reports, show-date timers) add their job definitions, the reviews and the
 * complaints registrations here, as `registerTasks` does.
 */
export function registerProjects(
  app: FastifyInstance,
  deps: {
    db: Db;
    messages: MessagesService;
    wallet: WalletService;
    pendingRoom: PendingRoom;
    exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
  },
) {
  const projects = createProjectsService(deps);
  // the payment plan in escrow (decision 033): the contract's signing and the later steps move it
  const stages = createProjectStages(deps);
  registerProjectsRoutes(app, { projects });
  return { projects, stages };
}
