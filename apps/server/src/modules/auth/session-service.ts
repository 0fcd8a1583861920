import type { Tx } from '../../db/client.ts';
import * as sessions from './session-repository.ts';

/**
 * What other modules may do with members' login sessions (the auth module owns them): end them all when
 * an operator disables an account, and tell whether one still exists (a live stream checks it).
 */
export const endMemberSessions = (tx: Tx, memberId: number) => sessions.deleteMemberSessions(tx, memberId);
export const sessionAlive = (tx: Tx, id: string) => sessions.sessionAlive(tx, id);
