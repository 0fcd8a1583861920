import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { MaskingService } from './masking-service.ts';

/** The console's list of contact attempts (operators only: the calls say `admin`). */
export function registerMaskingRoutes(app: FastifyInstance, deps: { masking: MaskingService }) {
  const { masking } = deps;
  defineCall(app, 'Admin/maskedMembers', (b) => masking.members(b));
  defineCall(app, 'Admin/maskedItems', (b) => masking.items(b));
}
