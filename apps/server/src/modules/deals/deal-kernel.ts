import type { SQL } from 'drizzle-orm';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Machine } from '../../lib/state-machine.ts';
import { type StatefulTable, transition } from '../../lib/state-transition.ts';
import { noteOnTimeline, orbitsOut, timelineOf } from '../../lib/timeline.ts';
import type { EventsService } from '../events/events-service.ts';
import type { DisputeReader } from './deal-dispute.ts';
import type { DealEventBase } from './deal-notices.ts';
import type { JobsService } from '../jobs/jobs-service.ts';

/**
 * The deal kernel (decision 043): what every deal type (a design task, a build project, next a contest)
 * does the same way, written once. A deal type declares its transition table (`lib/state-machine.ts`),
 * where its rows live (`DealStore`, from its repository) and its Chinese words; the kernel gives its
 * actions the row lock, the guarded transition with its timeline row, the parties' checks, timers as jobs
 * carrying the `rev` they were set for, events for the outbox, and typed refusals.
 */

/** The columns every deal row has: its id, the `rev` its timers are set for, its state and its client. */
export interface DealRow {
  id: number;
  rev: number;
  status: string;
  /** What the deal is called (its notices name it first). */
  title: string;
  /** The client (the publisher). */
  memberId: number;
}

/** Where a deal type's rows live: its repository's pieces. */
export interface DealStore<Row extends DealRow> {
  states: StatefulTable;
  /** `set` of every transition: `rev` + 1 (voiding the timers set before) and `updated_at`. */
  bumpRev: Record<string, unknown>;
  /** The guard of a transition: the row is still at the `rev` the action read. */
  revIs(rev: number): SQL;
  find(tx: Tx | Db, id: number, lock?: boolean | 'share'): Promise<Row | undefined>;
}

/** The two sides of a deal: the client, and the provider (the selected designer, the awarded factory). */
export type Side = 'client' | 'provider';

export interface DealDef<Row extends DealRow, S extends string, A extends string, R extends string> {
  /** The object's kind: its timeline's, its events', its timers' payload key. */
  kind: 'task' | 'project' | 'contest';
  /** The deal's page. */
  link(id: number): string;
  machine: Machine<S, A, R>;
  store: DealStore<Row>;
  /** Whether a stranger may see the deal (approved, public). */
  visible(row: Row): boolean;
  /** The member on the provider's side, null before there is one. */
  provider(row: Row): number | null;
  words: {
    /** No such deal, or one the viewer may not see. */
    notFound: string;
    /** The deal moved on meanwhile. */
    conflict: string;
    /** Another member tried one side's action: who may. */
    only: Record<Side | 'party', string>;
  };
}

/**
 * A timer's payload: the deal (under its kind's name, `{task: 12, rev: 3}`), the `rev` it was set for, and
 * the timer's own values (`days`, `key`).
 */
export type TimerPayload = { rev: number } & Record<string, number | string>;

/** What a deal type is built with (each deal type's `create…Deal` takes the same). */
export interface DealDeps {
  db: Db;
  jobs: Pick<JobsService, 'enqueue'>;
  events: EventsService;
  /** The wallet's fee rate, for the money the deal's actions state (`deal-steps.ts`, issue 27 point 2). */
  wallet?: { commissionBps: number };
  /** The open complaint on a disputed deal (the complaints module), for its 下一步. */
  disputes?: DisputeReader;
}

/**
 * `E`: the deal type's events (its catalogue entries, `<kind>-notices.ts`): each event's own data, besides
 * the title and the two sides every event carries.
 */
export function createDeal<
  Row extends DealRow,
  S extends string,
  A extends string,
  R extends string,
  E extends { [K in keyof E]: object },
>(def: DealDef<Row, S, A, R>, deps: DealDeps) {
  const { kind, machine, store, words } = def;
  const { jobs, events } = deps;

  const refuse = {
    notFound: () => new AppError('not_found', words.notFound),
    conflict: () => new AppError('state_conflict', words.conflict),
    /** The action does not apply in the deal's state, with what to do instead. */
    state: (message: string) => new AppError('state_conflict', message),
    forbidden: (message: string) => new AppError('forbidden', message),
  };

  const sideOf = (row: Row, who: { id: number } | null): Side | null =>
    !who ? null : row.memberId === who.id ? 'client' : def.provider(row) === who.id ? 'provider' : null;

  const emit = (tx: Tx, row: { id: number }, name: string, actorId: number | null, data: object) =>
    events.emit(tx, { name: `${kind}.${name}`, objectKind: kind, objectId: row.id, actorId, data });

  return {
    kind,
    link: def.link,
    refuse,
    sideOf,
    /** The platform's fee rate on a release, in basis points (the wallet's). */
    commissionBps: deps.wallet?.commissionBps ?? 0,

    /** The deal, or `not_found`. */
    async load(tx: Tx | Db, id: number) {
      const row = await store.find(tx, id);
      if (!row) throw refuse.notFound();
      return row;
    },

    /** The deal locked for the action (`FOR UPDATE`), or `not_found`. */
    async locked(tx: Tx, id: number) {
      const row = await store.find(tx, id, true);
      if (!row) throw refuse.notFound();
      return row;
    },

    /**
     * The side's check: the member must be on `side` (`party`: either). A stranger gets `not_found` when the
     * deal is not public (the provider counts as a stranger to the client's actions then only if the deal is
     * public, as before the kernel), else `forbidden` saying who may.
     */
    requireSide(row: Row, who: { id: number }, side: Side | 'party'): Side {
      const mine = sideOf(row, who);
      if (mine && (side === 'party' || mine === side)) return mine;
      const hidden = !def.visible(row);
      if (hidden && (side === 'client' || mine === null)) throw refuse.notFound();
      throw refuse.forbidden(words.only[side]);
    },

    /**
     * One transition of the table on a deal locked by the caller: the guarded update (from a state the table
     * allows, at the `rev` read) with its timeline row; bumps `rev`, voiding older timers. Returns the new
     * `rev`.
     */
    async move(
      tx: Tx,
      row: Row,
      action: A,
      actor: R,
      actorId: number | null,
      o: { set?: Record<string, unknown>; note?: string } = {},
    ) {
      const r = await transition(
        tx,
        machine,
        store.states,
        {
          action,
          actor,
          actorId,
          kind,
          id: row.id,
          set: { ...store.bumpRev, ...o.set },
          guard: store.revIs(row.rev),
          note: o.note,
        },
        { notFound: refuse.notFound, conflict: refuse.conflict },
      );
      return { ...r, rev: row.rev + 1 };
    },

    /** A timeline row for an action that leaves the state as it is (a quotation, an upload). */
    note: (tx: Tx, row: Row, action: string, actor: string, actorId: number | null, note = '') =>
      noteOnTimeline(tx, { kind, id: row.id, action, actor, actorId, state: row.status, note }),

    /** The deal's timeline as the wire's `orbits`, each action named by `names`. */
    async orbits(tx: Tx | Db, id: number, names: Record<string, string>) {
      return orbitsOut(await timelineOf(tx as Tx, kind, id), names);
    },

    /**
     * A timer: job `name` due at `runAt` or `delayMs` after the database's now, for the deal at `rev`
     * (it does nothing once the deal moved on). Idempotent per deal, job, `rev` and `key`.
     */
    timer(
      tx: Tx,
      name: string,
      row: { id: number },
      rev: number,
      when: { runAt: Date } | { delayMs: number },
      o: { payload?: Record<string, number | string>; key?: string } = {},
    ) {
      return jobs.enqueue(tx, {
        name,
        payload: { [kind]: row.id, rev, ...o.payload } satisfies TimerPayload,
        ...when,
        key: `${kind}:${row.id}:${name}:${o.key ? `${o.key}:` : ''}${rev}`,
      });
    },

    /** A timer's deal, locked, when it is still in `state` at the `rev` the timer was set for. */
    async current(tx: Tx, p: Record<string, unknown>, state: S | readonly S[]) {
      const row = await store.find(tx, Number(p[kind]), true);
      const states: readonly string[] = Array.isArray(state) ? state : [state];
      if (!row || !states.includes(row.status) || row.rev !== p.rev) return undefined;
      return row;
    },

    /**
     * Raises the deal's event `name` in the caller's transaction, with the deal's title and its two sides
     * as they are now, and `data`; its notices go out after the commit.
     */
    tell<K extends keyof E & string>(
      tx: Tx,
      row: Row,
      name: K,
      actorId: number | null,
      data: E[K] & Partial<DealEventBase>,
    ) {
      return emit(tx, row, name, actorId, {
        title: row.title,
        client: row.memberId,
        provider: def.provider(row),
        ...data,
      } satisfies DealEventBase);
    },

    /**
     * The open complaint on the deal while it is `disputed` (for its sides' 下一步), else undefined.
     * `subject`: what the complaint is about when it is not the deal itself (a contest's awarded entry).
     */
    dispute: (tx: Tx, row: Row, subject: number = row.id) =>
      row.status === 'disputed' && deps.disputes
        ? deps.disputes(tx, kind, subject)
        : Promise.resolve(undefined),

    /** The deal's timeline as a complaint attaches it. */
    async evidenceOrbits(tx: Tx, id: number, names: Record<string, string>) {
      return (await orbitsOut(await timelineOf(tx, kind, id), names)).map((o) => ({
        action: o.action,
        name: o.name,
        actor: o.actor,
        note: o.note,
        dates: o.dates,
        times: o.times,
      }));
    },

    /** A transaction whose events are delivered as soon as it commits. */
    run: <T>(fn: (tx: Tx) => Promise<T>) => events.transaction(fn),
  };
}

/** A call's body, for the services that wire the action files (`(d, member, body) => …`). */
export type ActionBody<F extends (d: never, m: never, b: never) => unknown> = Parameters<F>[2];
