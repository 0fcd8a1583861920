import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessagesService, NewMessage } from '../messages/messages-service.ts';
import * as repo from './events-repository.ts';

/**
 * The outbox and its dispatcher (decision 043). A change of state raises an event with `emit(tx, …)` in
 * its own transaction; the event's notices are delivered after that transaction commits, exactly once
 * per recipient and channel, by `deliver`: at once after a `transaction(…)` of this service commits, and
 * in any case by the `events.deliver` job enqueued with the event (which retries a failed delivery and
 * shows it in the console's jobs). The catalogue (`define`) says, per event, who is told what; `route`
 * (modules/notices) adds the SMS and WeChat channels and the member's switches.
 */

/** One notice of an event: a message in the recipient's message centre. */
export interface Notice extends NewMessage {
  to: number;
}

/** A catalogue entry: the event's name and its notices, from what the event captured. */
export interface EventDef<D = never> {
  name: string;
  notices(e: { objectId: number; data: D }): Notice[];
}

export interface NewEvent {
  name: string;
  objectKind: string;
  objectId: number;
  /** The member whose action raised it; null for the system. */
  actorId: number | null;
  data: object;
}

export const EVENTS_JOB = 'events.deliver';

export function createEventsService(deps: {
  db: Db;
  messages: MessagesService;
  jobs: JobsService;
  log: { error(obj: object, msg: string): void };
  /**
   * The channels off the site (modules/notices): queues a notice's SMS and WeChat message and says
   * whether it goes to the message centre. Without it every notice goes to the message centre only.
   */
  route?: (tx: Tx, e: { id: number; name: string }, n: Notice) => Promise<boolean>;
}) {
  const { db, messages, jobs, log } = deps;
  const catalogue = new Map<string, EventDef<never>>();
  /** The events emitted in a transaction of `transaction(…)`, delivered once it commits. */
  const emitted = new WeakMap<Tx, number[]>();

  /** Delivers one event's notices in `tx`: each recipient once (a second attempt finds its claims). */
  async function deliverIn(tx: Tx, id: number) {
    const e = await repo.lockEvent(tx, id);
    if (!e || e.deliveredAt) return;
    const def = catalogue.get(e.name);
    if (!def) throw new Error(`event ${e.name} is not in the catalogue`);
    for (const n of def.notices({ objectId: e.objectId, data: e.data as never })) {
      const { to, ...message } = n;
      const inapp = deps.route ? await deps.route(tx, { id: e.id, name: e.name }, n) : true;
      if (inapp && (await repo.claimDelivery(tx, { eventId: e.id, memberId: to, channel: 'inapp' })))
        await messages.send(tx, to, message);
    }
    await repo.markDelivered(tx, e.id);
  }

  jobs.define<{ event: number }>({
    name: EVENTS_JOB,
    title: '发送事件通知',
    maxAttempts: 8,
    run: (p, { tx }) => deliverIn(tx, p.event),
  });

  return {
    /** Adds entries to the catalogue (at start-up, once per name). */
    define(defs: readonly EventDef<never>[]) {
      for (const d of defs) {
        if (catalogue.has(d.name)) throw new Error(`event ${d.name} is defined twice`);
        catalogue.set(d.name, d);
      }
    },

    /** Records an event in the caller's transaction; its notices go out after the commit. */
    async emit(tx: Tx, e: NewEvent) {
      if (!catalogue.has(e.name)) throw new Error(`emit: event ${e.name} is not in the catalogue`);
      const id = await repo.insertEvent(tx, e);
      await jobs.enqueue(tx, { name: EVENTS_JOB, payload: { event: id }, key: `event:${id}` });
      emitted.get(tx)?.push(id);
      return id;
    },

    /**
     * `db.transaction(fn)`, then the notices of the events it emitted, delivered before returning (so a
     * member's next look at the message centre has them). A delivery that fails here is logged and left to
     * the job.
     */
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      let ids: number[] = [];
      const out = await db.transaction(async (tx) => {
        // a retried transaction starts its list again
        ids = [];
        emitted.set(tx, ids);
        return fn(tx);
      });
      for (const id of ids)
        await db
          .transaction((tx) => deliverIn(tx, id))
          .catch((err: unknown) => log.error({ err, event: id }, 'events: delivery after commit failed'));
      return out;
    },

    /** An object's events, oldest first. */
    of: (tx: Tx | Db, objectKind: string, objectId: number) => repo.eventsOf(tx as Tx, objectKind, objectId),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
