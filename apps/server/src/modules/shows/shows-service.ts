import type { z } from '@hz/contract/common/zod';
import type {
  joinShowBody,
  ModelChoice,
  PlanDate,
  PlanDeal,
  PlanComplaint,
  PlanModel,
  PlanMoney,
  ShowCard,
  ShowKey,
  ShowPlanData,
  showModelBody,
} from '@hz/contract/shows';
import { planDateState, showModelLimit } from '@hz/contract/shows';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { chinaToday } from '../../lib/china-time.ts';
import { keyedHash, sameHash } from '../../lib/tokens.ts';
import { icalOf } from './shows-ical.ts';
import * as repo from './shows-repository.ts';

/** What the deal modules give a show plan: the member's deals on the show, with their dates. */
export type ShowTasks = (
  tx: Tx,
  memberId: number,
  exhibitionId: number,
  today: string,
) => Promise<ShowDealOut[]>;
/** The member's design contests on an exhibition (the contests module). */
export type ShowContests = ShowTasks;
export type ShowProjects = (
  tx: Tx,
  memberId: number,
  show: { exhibitionId: number | null; showname: string },
  today: string,
) => Promise<ShowDealOut[]>;

/** The complaints about a plan's deals where the member is a party (the complaints module). */
export type ShowComplaints = (
  tx: Tx,
  memberId: number,
  deals: ReadonlyArray<{ kind: string; id: number }>,
) => Promise<PlanComplaint[]>;

/** The library's side of the models a show uses (the models module, decision 064). */
export interface ShowModels {
  cards(tx: Tx, memberId: number, ids: number[]): Promise<PlanModel[]>;
  attachable(tx: Tx, memberId: number, id: number): Promise<boolean>;
  choices(tx: Tx, memberId: number): Promise<ModelChoice[]>;
}

/** A deal on a show: how it lists, its dates, its money. */
export interface ShowDealOut {
  deal: PlanDeal;
  dates: PlanDate[];
  money: PlanMoney[];
}

const zero = () => ({ due: 0, held: 0, paid: 0, refunded: 0 });
/** Sums in fen, back to yuan: no float drift across many lines. */
function totalsOf(money: PlanMoney[]) {
  const fen = { out: zero(), in: zero() };
  for (const m of money) fen[m.direction][m.state] += Math.round(m.amount * 100);
  const yuan = (t: ReturnType<typeof zero>) => ({
    due: t.due / 100,
    held: t.held / 100,
    paid: t.paid / 100,
    refunded: t.refunded / 100,
  });
  return { out: yuan(fen.out), in: yuan(fen.in) };
}

const notFound = () => new AppError('not_found', '没有这个展会的参展计划');

function cardOf(r: repo.ShowRow, today: string): ShowCard {
  return {
    exhibition: r.exhibition_id ?? 0,
    showname: r.title ?? r.showname,
    city: r.city ?? '',
    venue: r.venue ?? '',
    sdate: r.sdate ?? '',
    edate: r.edate ?? '',
    tasks: r.tasks,
    projects: r.projects,
    contests: r.contests,
    joined: r.joined,
    ended: r.edate !== null && r.edate < today,
  };
}

/** Date order; on one day the show's own dates first, then tasks, contests, then projects. */
const KIND_ORDER = { show: 0, task: 1, contest: 2, project: 3 } as const;
const byDate = (a: PlanDate, b: PlanDate) =>
  a.date === b.date ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : a.date < b.date ? -1 : 1;

/**
 * 我的展会 and the show plan (issue 31; docs/domains/shows.md; decision 055). A plan is read, not kept: the
 * member's tasks and projects naming the show (each with its own 下一步, from its deal module) and the
 * shows added by hand. Another member's plan does not exist for the caller (`not_found`). The calendar
 * feed is the plans' dates as iCalendar behind a signed URL that a reset revokes.
 */
export function createShowsService(deps: {
  db: Db;
  tasksOf: ShowTasks;
  contestsOf: ShowContests;
  projectsOf: ShowProjects;
  complaintsOf: ShowComplaints;
  modelsOf: ShowModels;
  /** Signs the calendar feed's URL. */
  secret: string;
  /** Absolute links in the feed and its URL when set. */
  publicUrl?: string;
}) {
  const { db, tasksOf, contestsOf, projectsOf, complaintsOf, modelsOf } = deps;
  const base = deps.publicUrl ?? '';
  const sig = (member: number, version: number) =>
    keyedHash(deps.secret, `ical:${member}:${version}`).slice(0, 22);
  const feedUrl = (member: number, version: number) =>
    `${base}/ical/${member}.${version}.${sig(member, version)}.ics`;

  async function findShow(tx: Tx | Db, memberId: number, key: ShowKey, today: string) {
    const rows = await repo.showsOf(tx, memberId);
    const r = rows.find((s) =>
      key.exhibition > 0
        ? s.exhibition_id === key.exhibition
        : s.exhibition_id === null && s.showname === key.showname,
    );
    return r ? cardOf(r, today) : undefined;
  }

  /**
   * One show's plan for the member, in the caller's transaction; undefined when they have no such show.
   * `show`: its card when the caller has the member's shows already (the feed), not read again.
   */
  async function planOf(
    tx: Tx,
    memberId: number,
    key: ShowKey,
    known?: ShowCard,
  ): Promise<ShowPlanData | undefined> {
    const today = chinaToday();
    const show = known ?? (await findShow(tx, memberId, key, today));
    if (!show) return undefined;
    const exhibitionId = key.exhibition > 0 ? key.exhibition : null;
    const [tasks, contests, projects, listing] = await Promise.all([
      exhibitionId ? tasksOf(tx, memberId, exhibitionId, today) : Promise.resolve([]),
      exhibitionId ? contestsOf(tx, memberId, exhibitionId, today) : Promise.resolve([]),
      projectsOf(tx, memberId, { exhibitionId, showname: key.showname }, today),
      exhibitionId ? repo.approvedExhibition(tx, exhibitionId) : Promise.resolve(undefined),
    ]);
    const own = (date: string, label: string): PlanDate => ({
      date,
      label,
      kind: 'show',
      state: planDateState(date, today),
      link: '',
    });
    const showDates: PlanDate[] = [];
    if (listing?.indate) showDates.push(own(listing.indate, '布展开始'));
    if (show.sdate) showDates.push(own(show.sdate, '展会开幕'));
    if (show.edate && show.edate !== show.sdate) showDates.push(own(show.edate, '展会闭幕'));
    if (listing?.outdate) showDates.push(own(listing.outdate, '撤展截止'));
    const deals = [...tasks, ...contests, ...projects];
    const money = deals
      .flatMap((d) => d.money)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return {
      show,
      timeline: [...showDates, ...deals.flatMap((d) => d.dates)].sort(byDate),
      deals: deals.map((d) => d.deal),
      money,
      totals: totalsOf(money),
      complaints: await complaintsOf(
        tx,
        memberId,
        deals.map((d) => d.deal),
      ),
      models: await modelsOf.cards(tx, memberId, await repo.showModelIds(tx, memberId, key)),
    };
  }

  /** A show named by a body (an exhibition, or a free-text name), or a field error. */
  function keyOf(b: z.infer<typeof showModelBody>): ShowKey {
    if (b.exhibition > 0) return { exhibition: b.exhibition, showname: '' };
    if (b.showname) return { exhibition: 0, showname: b.showname };
    throw fieldError('exhibition', '请指定展会');
  }

  return {
    async myShows(memberId: number) {
      const today = chinaToday();
      return { listItem: (await repo.showsOf(db, memberId)).map((r) => cardOf(r, today)) };
    },

    plan(memberId: number, key: ShowKey): Promise<ShowPlanData> {
      return db.transaction(async (tx) => {
        const p = await planOf(tx, memberId, key);
        if (!p) throw notFound();
        return p;
      });
    },

    /** 我要参展: an approved exhibition that has not ended; again is harmless. */
    join(memberId: number, b: z.infer<typeof joinShowBody>) {
      return db.transaction(async (tx) => {
        const today = chinaToday();
        const ex = await repo.approvedExhibition(tx, b.exhibition);
        if (!ex) throw fieldError('exhibition', '展会不存在或未通过审核');
        if (ex.edate < today) throw fieldError('exhibition', '该展会已结束，不能再加入参展计划');
        await repo.join(tx, memberId, ex.id);
        return (await findShow(tx, memberId, { exhibition: ex.id, showname: '' }, today))!;
      });
    },

    /** Removes a show added by hand; the show stays in 我的展会 while a deal names it. */
    async leave(memberId: number, b: z.infer<typeof joinShowBody>) {
      const removed = await db.transaction((tx) => repo.leave(tx, memberId, b.exhibition));
      return { removed };
    },

    /**
     * Uses a model for one of the member's shows (decision 064): their own upload, or a public model of
     * the library; someone else's model that is not public does not exist for them. Again: unchanged.
     */
    modelAdd(memberId: number, b: z.infer<typeof showModelBody>) {
      const key = keyOf(b);
      return db.transaction(async (tx) => {
        if (!(await modelsOf.attachable(tx, memberId, b.modelId)))
          throw new AppError('not_found', '模型不存在或未公开');
        if (!(await findShow(tx, memberId, key, chinaToday()))) throw notFound();
        if (
          !(await repo.hasShowModel(tx, memberId, key, b.modelId)) &&
          (await repo.countShowModels(tx, memberId, key)) >= showModelLimit
        )
          throw fieldError('modelId', `每个展会最多使用${showModelLimit}个模型，请先移除不用的模型`);
        await repo.addShowModel(tx, memberId, key, b.modelId);
        return { models: await modelsOf.cards(tx, memberId, await repo.showModelIds(tx, memberId, key)) };
      });
    },

    /** Removes a model from the member's show (whatever became of the model). */
    modelRemove(memberId: number, b: z.infer<typeof showModelBody>) {
      const key = keyOf(b);
      return db.transaction(async (tx) => {
        if (!(await findShow(tx, memberId, key, chinaToday()))) throw notFound();
        return { removed: await repo.removeShowModel(tx, memberId, key, b.modelId) };
      });
    },

    /** The models the member may use: their uploads, purchases and favourites. */
    async modelChoices(memberId: number) {
      return { listItem: await db.transaction((tx) => modelsOf.choices(tx, memberId)) };
    },

    /** The feed's URL (its version now). */
    async calendar(memberId: number) {
      return { url: feedUrl(memberId, await repo.feedVersion(db, memberId)) };
    },

    /** A new URL; the old one stops working at once. */
    async calendarReset(memberId: number) {
      const version = await db.transaction((tx) => repo.bumpFeedVersion(tx, memberId));
      return { url: feedUrl(memberId, version) };
    },

    /**
     * The feed behind a signed URL: every show's dates, or one show's (`only`); null for a tampered or
     * revoked link, or a show the member does not have (the route answers 404, revealing nothing).
     */
    async feed(token: string, only?: ShowKey): Promise<{ ics: string; name: string } | null> {
      const m = /^(\d{1,15})\.(\d{1,9})\.([\w-]{22})$/.exec(token);
      if (!m) return null;
      const member = Number(m[1]);
      const version = Number(m[2]);
      if (!sameHash(m[3]!, sig(member, version))) return null;
      return db.transaction(async (tx) => {
        if ((await repo.feedVersion(tx, member)) !== version) return null;
        const today = chinaToday();
        // the member's shows read once; each plan is then read from its card
        const rows = only ? [] : await repo.showsOf(tx, member);
        const keyed: [ShowKey, ShowCard | undefined][] = only
          ? [[only, undefined]]
          : rows.map((r) => [
              { exhibition: r.exhibition_id ?? 0, showname: r.exhibition_id ? '' : r.showname },
              cardOf(r, today),
            ]);
        const shows = [];
        for (const [k, card] of keyed) {
          const p = await planOf(tx, member, k, card);
          if (p)
            shows.push({
              key: k.exhibition > 0 ? `e${k.exhibition}` : `s${k.showname}`,
              name: p.show.showname,
              timeline: p.timeline,
            });
        }
        if (only && shows.length === 0) return null;
        const name = only ? `${shows[0]!.name} · 参展计划` : '会展通 · 我的展会';
        return { ics: icalOf({ name, member, shows, baseUrl: base }), name };
      });
    },
  };
}

export type ShowsService = ReturnType<typeof createShowsService>;
