import type { FastifyInstance } from 'fastify';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { SmsCodeService } from '../auth/sms-code-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import { createProjectContracts } from './projects-contract.ts';
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
    uploads: UploadsService;
    paycodes: PaycodeService;
    codes: SmsCodeService;
  },
) {
  // the payment plan in escrow (decision 033): the contract's signing and the later steps move it
  const stages = createProjectStages(deps);
  // the contract's versions and signatures (decision 034)
  const contracts = createProjectContracts({ ...deps, stages });
  const projects = createProjectsService({ ...deps, contract: contracts });
  registerProjectsRoutes(app, { projects, contracts });
  return { projects, stages, contracts };
}
