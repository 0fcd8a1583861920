import type { ErrorCode } from './envelope.ts';
import { z } from './zod.ts';

/**
 * Who may use a call on an object it names (decision 020): declared once per call, beside its contract
 * entry, as `access`. The access-matrix test (`apps/server/src/access-matrix.integration.test.ts`)
 * makes the object in each declared state through real calls, tries the call as each caller, and checks
 * the declared outcome; a call whose body names an object (`id`, `ids`, `cardno`, `orders`, `…Id`) and
 * declares no `access` fails that test. How to declare: `docs/testing.md` § Access matrix.
 */

/** The object's owner (its publisher, the member it is), another member, a visitor, an operator. */
export const callers = ['visitor', 'member', 'operator', 'owner'] as const;
export type Caller = (typeof callers)[number];

/** What a caller gets: `success`, or the envelope's error code (a 4xx, or a business refusal). */
export type Outcome = 'success' | ErrorCode;
export type Outcomes = Readonly<Record<Caller, Outcome>>;

/**
 * The kinds of object a call can name. Each has a fixture in `apps/server/test/access-fixtures.ts`
 * that makes one, owned by a fresh member, in each of its states; a new kind needs one there.
 */
export type AccessObject =
  | 'huizhan'
  | 'huiyi'
  | 'hycd'
  | 'photo'
  | 'designer'
  | 'factory'
  | 'work'
  | 'case'
  | 'service'
  | 'member'
  | 'order'
  | 'wechatOrder'
  | 'message'
  | 'personAuth'
  | 'businessAuth'
  | 'cash'
  | 'invoice'
  | 'job'
  | 'feedback'
  | 'task'
  | 'taskWork'
  | 'application'
  | 'complaint'
  | 'model'
  | 'category'
  | 'cmt'
  | 'project'
  | 'projectDraft'
  | 'consult'
  | 'consultReport'
  | 'subscription'
  | 'contest'
  | 'contestEntry'
  | 'staff'
  | 'staffInvite';

export interface CallAccess {
  /** The kind of object the call names. */
  object: AccessObject;
  /** The body field that names it: `id` unless given (`ids` takes a list of one). */
  field?: string;
  /**
   * The rest of the body: fixed values, or `'edit'` for a complete valid body of the kind (a publish
   * call editing the object), built by its fixture.
   */
  with?: Readonly<Record<string, unknown>> | 'edit';
  /** Per state of the object (the fixture's state names), what each caller gets. */
  expect: Readonly<Record<string, Outcomes>>;
}

const all = (o: Outcome): Outcomes => ({ visitor: o, member: o, operator: o, owner: o });

/** Anyone, logged in or not. */
export const everyone: Outcomes = all('success');
/** Its owner and the operators; to anyone else it does not exist. */
export const ownerAndOperators: Outcomes = {
  visitor: 'not_found',
  member: 'not_found',
  operator: 'success',
  owner: 'success',
};
/** Its owner only (a login needed); to anyone else, operators included, it does not exist. */
export const ownerOnly: Outcomes = {
  visitor: 'not_logged_in',
  member: 'not_found',
  operator: 'not_found',
  owner: 'success',
};
/** Any logged-in member (the object is public, the call needs a login). */
export const anyMember: Outcomes = {
  visitor: 'not_logged_in',
  member: 'success',
  operator: 'success',
  owner: 'success',
};
/** A logged-in member's call on an object that is not there for them (hidden or not public). */
export const hiddenFromMembers: Outcomes = {
  visitor: 'not_logged_in',
  member: 'not_found',
  operator: 'not_found',
  owner: 'not_found',
};
/** An operators' call (`admin: true`). */
export const operatorsOnly: Outcomes = {
  visitor: 'not_logged_in',
  member: 'forbidden',
  operator: 'success',
  owner: 'forbidden',
};

/** Its owner and the operators, after a login; to another member it does not exist. */
export const ownerAndOperatorsSignedIn: Outcomes = {
  visitor: 'not_logged_in',
  member: 'not_found',
  operator: 'success',
  owner: 'success',
};

/** The same outcomes in every one of these states. */
export const inStates = (outcomes: Outcomes, ...states: string[]): Record<string, Outcomes> =>
  Object.fromEntries(states.map((s) => [s, outcomes]));

/** The states of moderated content (`checked`, `ReviewState`), as the fixtures name them. */
export const reviewStates = ['pending', 'approved', 'rejected'] as const;

/** Moderated content (`checked`): public once approved, otherwise its owner's and the operators'. */
export const reviewedRead = {
  pending: ownerAndOperators,
  rejected: ownerAndOperators,
  approved: everyone,
} as const;

/** A public page that shows approved content only: before approval, nobody (its owner neither) sees it. */
export const publicOnceApproved = {
  pending: all('not_found'),
  rejected: all('not_found'),
  approved: everyone,
} as const;

/** A publish call editing the object: its owner only, whatever the state. */
export const ownerEdits = inStates(ownerOnly, ...reviewStates);

/** Names a body field that points at an object (what makes a call need an `access` declaration). */
export const namesAnObject = (field: string) => /^(id|ids|cardno|orders)$|Id$/.test(field);

/** The top-level fields of a call's input (body or query), over every alternative of a union. */
export function inputFields(def: { body?: z.ZodType; query?: z.ZodType }): string[] {
  const input = def.body ?? def.query;
  if (!input) return [];
  const out = new Set<string>();
  const walk = (s: Record<string, unknown>) => {
    for (const k of Object.keys((s.properties as object | undefined) ?? {})) out.add(k);
    for (const alt of [...((s.anyOf as object[]) ?? []), ...((s.oneOf as object[]) ?? [])])
      walk(alt as Record<string, unknown>);
  };
  walk(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
  return [...out];
}

/** The input fields of a call that name an object: a call with any needs an `access` declaration. */
export const objectFields = (def: { body?: z.ZodType; query?: z.ZodType }) =>
  inputFields(def).filter(namesAnObject);
