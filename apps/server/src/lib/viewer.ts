import type { StaffRole } from '@hz/contract/staff';

/**
 * Who is looking at an object: a member (an operator sees everything), or nobody logged in. A company's
 * staff member is the company's account with `actor` (their roles decide which deal actions they are
 * offered, decision 056).
 */
export type Viewer = { id: number; isadmin: boolean; actor?: { roles: readonly StaffRole[] } } | null;
