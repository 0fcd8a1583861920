import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffRole } from '@hz/contract/staff';
import { staffActorName } from '@hz/contract/staff';

/**
 * A company's staff member acting for the company (issue 33, decision 056). `defineCall` runs a staff
 * member's call inside `actAs`, with the company's account as the call's member; the few places that
 * must know the person behind the account read it here instead of every action taking it as an argument:
 * the timeline names them (张三（报价）) and the pay password checked is their own.
 */
export interface StaffActor {
  /** The person (their own member id). */
  id: number;
  /** The company's account they act for. */
  companyId: number;
  name: string;
  roles: StaffRole[];
}

const store = new AsyncLocalStorage<StaffActor>();

export function actAs<T>(actor: StaffActor, work: () => Promise<T>): Promise<T> {
  return store.run(actor, work);
}

/** The staff member behind `memberId`, when the current call is a staff member acting for that account. */
export function staffActing(memberId: number | null | undefined): StaffActor | null {
  const s = store.getStore();
  return s && memberId != null && s.companyId === memberId ? s : null;
}

/** How the timeline names the staff member acting for `memberId`, or null. */
export function actedAs(memberId: number | null | undefined): { by: number; as: string } | null {
  const s = staffActing(memberId);
  return s ? { by: s.id, as: staffActorName(s.name, s.roles) } : null;
}

/**
 * The company roles a deal's viewer acts with, for the actions offered to them (decision 056): a staff
 * member's, from their session (`viewer.actor`, a page read without the call acting as them) or from the
 * call acting for the company now; null for an account acting for itself (the company's owner, an
 * individual), who may take every action.
 */
export function viewerRoles(
  viewer?: { id: number; actor?: { roles: readonly StaffRole[] } } | null,
): readonly StaffRole[] | null {
  if (viewer?.actor) return viewer.actor.roles;
  const s = store.getStore();
  return s && (!viewer || s.companyId === viewer.id) ? s.roles : null;
}
