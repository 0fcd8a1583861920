import { randomInt } from 'node:crypto';
import {
  ProjectState as S,
  type ProjectState,
  QuoteState,
  ReviewState,
  VerifyState,
} from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import {
  MAX_PROJECT_BUDGET_FEN,
  MAX_PROJECT_DRAFTS,
  type ProjectEditBody,
  type ProjectInfo,
  type ProjectItem,
  type ProjectPubBody,
  type QuoteBody,
  type QuoteCategory,
  type QuoteOut,
  type checkPriceData,
  type closeBody,
  type draftItem,
  type draftSaveBody,
  type projectHallBody,
  type projectFields,
  quoteCategories,
  quoteCategoryNames,
  type wonBody,
} from '@hz/contract/projects';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import type { QuoteContent, QuoteLine } from '../../db/schema/projects.ts';
import { AppError } from '../../lib/app-error.ts';
import { orbitsOut } from '../../lib/timeline.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { fenToYuan, yuanText } from '../../lib/money.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { transition } from '../../lib/state-transition.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { ExhibitionRef } from '../listings/listings-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { ownerCard } from '../people/people-views.ts';
import { hasPublicProfile } from '../people/profiles-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import {
  type ProjectAction,
  type ProjectActor,
  projectActionNames,
  projectMachine,
} from './projects-machine.ts';
import { buildView } from './projects-build.ts';
import type { ProjectContracts } from './projects-contract.ts';
import * as repo from './projects-repository.ts';
import { projectSearch } from './projects-search.ts';
import { projectTeller } from './projects-messages.ts';

/** `P` + China date + 8 random digits: a project's order number. */
const newOrders = () =>
  `P${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const chinaToday = () => chinaParts(new Date()).date;

/** The contract's fields before there is one (and for anyone but the two sides). */
const noContract = {
  contctck: 0,
  contctckdt: '',
  prepay: 0,
  prepayp: 0,
  stages: [],
  contractNow: null,
  contractNew: null,
};

const notFound = () => new AppError('not_found', '项目不存在或未通过审核');
const conflict = () => new AppError('state_conflict', '项目状态已变化，请刷新后重试');
const fieldError = (field: string, msg: string) =>
  new AppError('invalid_params', msg, { fields: { [field]: msg } });

type Viewer = { id: number; isadmin: boolean } | null;
type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;
type Page = { page: number; pageSize: number };

const FILE_PURPOSES = ['document', 'listing', 'model'] as const;
const FILE_FIELDS = ['picture', 'workpic', 'attach', 'contract'] as const;

/** Metres (two decimals) → centimetres, and back. */
const cm = (m: number) => Math.round(m * 100);
const metres = (c: number) => c / 100;
/** length × width in ㎡, two decimals. */
const areaOf = (p: { lengthCm: number; widthCm: number }) => Math.round((p.lengthCm * p.widthCm) / 100) / 100;

/** A line's amount in fen: quantity (hundredths) × unit price (fen), rounded half up to the fen. */
export const lineAmount = (qtyH: number, priceFen: number) => Math.round((qtyH * priceFen) / 100);

/** A quotation's content and totals, computed from its lines (the client's totals are never read). */
export function priceQuote(b: QuoteBody): QuoteContent {
  const lines: Record<string, QuoteLine[]> = {};
  const totals: Record<string, number> = {};
  for (const c of quoteCategories) {
    lines[c] = b[c].map((l) => {
      const qtyH = Math.round(l.qty * 100);
      return {
        name: l.name,
        spec: l.spec,
        unit: l.unit,
        qtyH,
        price: l.price,
        amount: lineAmount(qtyH, l.price),
      };
    });
    totals[c] = lines[c].reduce((s, l) => s + l.amount, 0);
  }
  const fees = b.fees.map((f) => ({ kind: f.kind, amount: f.amount, payer: f.payer, note: f.note }));
  const factoryFees = fees.filter((f) => f.payer === 'factory').reduce((s, f) => s + f.amount, 0);
  const clientFees = fees.filter((f) => f.payer === 'client').reduce((s, f) => s + f.amount, 0);
  const total = Object.values(totals).reduce((s, n) => s + n, 0) + factoryFees;
  return {
    lines,
    fees,
    totals,
    factoryFees,
    clientFees,
    total,
    exclusions: b.exclusions,
    validity: b.validity,
    days: b.days,
    conts: b.conts,
  };
}

const lineOut = (l: QuoteLine) => ({
  name: l.name,
  spec: l.spec,
  unit: l.unit,
  qty: l.qtyH / 100,
  price: fenToYuan(l.price),
  amount: fenToYuan(l.amount),
});
const listsOut = (content: QuoteContent | null) =>
  Object.fromEntries(quoteCategories.map((c) => [c, (content?.lines[c] ?? []).map(lineOut)])) as Record<
    QuoteCategory,
    ReturnType<typeof lineOut>[]
  >;

/**
 * Build projects (issue 14; docs/domains/projects.md; decision 028). Every state change is one transaction
 * that locks the project row and moves it through `projectMachine` with `transition()` (guarded update
 * and the `orbits` timeline row), with its messages in the same transaction.
 */
export function createProjectsService(deps: {
  db: Db;
  messages: MessagesService;
  pendingRoom: PendingRoom;
  /** An approved exhibition's dates (the listings module), for a project linked to one. */
  exhibition: (tx: Tx, id: number) => Promise<ExhibitionRef | null>;
  /** The contract (decision 034): its first version at the award, its fields on the detail. */
  contract?: Pick<ProjectContracts, 'firstVersion' | 'fields'>;
}) {
  const { db, messages, pendingRoom, exhibition, contract } = deps;

  const tell = projectTeller(messages);

  async function move(
    tx: Tx,
    p: repo.ProjectRow,
    action: ProjectAction,
    actor: ProjectActor,
    actorId: number | null,
    o: { set?: Record<string, unknown>; note?: string } = {},
  ) {
    return transition(
      tx,
      projectMachine,
      repo.projectStates,
      {
        action,
        actor,
        actorId,
        kind: 'project',
        id: p.id,
        set: { ...repo.bumpRev, ...o.set },
        guard: repo.revIs(p.rev),
        note: o.note,
      },
      { notFound, conflict },
    );
  }

  async function locked(tx: Tx, id: number) {
    const p = await repo.findProject(tx, id, true);
    if (!p) throw notFound();
    return p;
  }

  const visible = (p: repo.ProjectRow) => p.checked === ReviewState.approved;

  /** The client's check: another member is refused (`forbidden` on a public project, else `not_found`). */
  function requireClient(p: repo.ProjectRow, m: { id: number }) {
    if (p.memberId === m.id) return;
    if (!visible(p)) throw notFound();
    throw new AppError('forbidden', '只有项目发布者可以进行此操作');
  }

  /** The publish/edit body checked against today, the linked exhibition, the group and the files. */
  async function checkBody(tx: Tx, memberId: number, b: z.infer<typeof projectFields>, selfId?: number) {
    const today = chinaToday();
    if (b.bgdate < today) throw fieldError('bgdate', '报馆截止日期不能早于今天');
    let showname = b.showname;
    if (b.exhibition > 0) {
      const ex = await exhibition(tx, b.exhibition);
      if (!ex) throw fieldError('exhibition', '所选展会不存在或未通过审核');
      if (b.sdate < ex.sdate || b.edate > ex.edate)
        throw fieldError('sdate', `展会日期应在所选展会的日期内（${ex.sdate} 至 ${ex.edate}）`);
      if (ex.indate && b.indate < ex.indate)
        throw fieldError('indate', `进场日期不能早于展会的布展日期（${ex.indate}）`);
      if (ex.outdate && b.outdate > ex.outdate)
        throw fieldError('outdate', `撤展日期不能晚于展会的撤展日期（${ex.outdate}）`);
      if (showname === '') showname = ex.title;
    }
    if (b.groupid !== '0') {
      const g = Number(b.groupid);
      if (!Number.isSafeInteger(g) || g === selfId || !(await repo.ownsProject(tx, memberId, g)))
        throw fieldError('groupid', '分组的项目不存在');
    }
    const conts = sanitizeRichText(b.conts);
    if (plainText(conts).length < 10) throw fieldError('conts', '项目说明至少10个字');
    const f = {
      picture: [...new Set(b.picture)],
      workpic: [...new Set(b.workpic)],
      attach: [...new Set(b.attach)],
      contract: [...new Set(b.contract)],
    };
    for (const field of FILE_FIELDS)
      for (const id of f[field]) await requireOwnFile(tx, memberId, id, { purposes: FILE_PURPOSES, field });
    return {
      groupid: b.groupid,
      mobile: b.mobile,
      title: b.title,
      exhibitionId: b.exhibition > 0 ? b.exhibition : null,
      showname,
      hall: b.hall,
      booth: b.booth,
      lengthCm: cm(b.length),
      widthCm: cm(b.width),
      heightCm: cm(b.height),
      opens: b.opens,
      layer: b.layer,
      prov: b.prov,
      city: b.city,
      strt: b.strt,
      addr: b.addr,
      selectcity: b.selectcity || `${b.prov}/${b.city}`,
      sdate: b.sdate,
      edate: b.edate,
      indate: b.indate,
      bgdate: b.bgdate,
      outdate: b.outdate,
      coins: b.coins,
      peoples: b.peoples,
      ...f,
      conts,
      searchText: projectSearch.vector({
        title: b.title,
        showname,
        city: b.city,
        hall: b.hall,
        text: plainText(conts),
      }),
    } satisfies repo.ProjectFields;
  }

  const item = (p: repo.ProjectRow): ProjectItem => {
    const { date, time } = chinaParts(p.createdAt);
    return {
      id: p.id,
      orders: p.orders,
      groupid: p.groupid,
      title: p.title,
      exhibition: p.exhibitionId ?? 0,
      showname: p.showname,
      hall: p.hall,
      booth: p.booth,
      length: metres(p.lengthCm),
      width: metres(p.widthCm),
      height: metres(p.heightCm),
      areas: areaOf(p),
      opens: p.opens,
      layer: p.layer,
      prov: p.prov,
      city: p.city,
      strt: p.strt,
      selectcity: p.selectcity,
      sdate: p.sdate,
      edate: p.edate,
      indate: p.indate,
      bgdate: p.bgdate,
      outdate: p.outdate,
      coins: fenToYuan(p.coins),
      peoples: p.peoples,
      status: p.status,
      checked: p.checked,
      quoted: p.quoted,
      dates: date,
      times: time,
    };
  };

  const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));

  async function info(tx: Tx, p: repo.ProjectRow, viewer: Viewer): Promise<ProjectInfo> {
    const isClient = viewer?.id === p.memberId;
    const isWinner = viewer !== null && viewer.id === p.factoryId;
    const party = isClient || isWinner || viewer?.isadmin === true;
    if (!visible(p) && !party) throw notFound();
    const mine = viewer && !isClient ? await repo.quoteIdOf(tx, p.id, viewer.id) : undefined;
    const won = party && p.quoteId ? await repo.findQuote(tx, p.quoteId) : undefined;
    const orbits = party ? await repo.orbitsOf(tx, p.id) : [];
    const signing = contract ? await contract.fields(tx, p, party) : noContract;
    return {
      ...item(p),
      addr: p.addr,
      mobile: party ? p.mobile : '',
      conts: p.conts,
      attach: files(p.attach),
      contract: files(p.contract),
      picture: files(p.picture),
      workpic: files(p.workpic),
      reason: p.checked === ReviewState.rejected && party ? p.reason : '',
      role: isClient ? 'client' : isWinner ? 'winner' : mine ? 'quoter' : 'visitor',
      winner: party ? (p.quoteId ?? 0) : 0,
      price: party ? fenToYuan(p.price) : 0,
      myQuote: mine ?? 0,
      ...listsOut(won?.content ?? null),
      ...signing,
      orbits: orbitsOut(orbits, projectActionNames),
      // after signing: drawings, report, deadlines (projects-build.ts; decision 035)
      ...buildView(p, party, signing.stages),
    };
  }

  const reread = async (tx: Tx, id: number, viewer: Viewer) =>
    info(tx, (await repo.findProject(tx, id))!, viewer);

  async function quoteOut(tx: Tx, q: repo.QuoteRow): Promise<QuoteOut> {
    const revs = await repo.revsOf(tx, [q.id]);
    return quoteView(q, revs);
  }

  function quoteView(q: repo.QuoteRow, revs: Awaited<ReturnType<typeof repo.revsOf>>): QuoteOut {
    const c = q.content;
    const { date, time } = chinaParts(q.updatedAt);
    return {
      id: q.id,
      project: q.projectId,
      factory: ownerCard('factory', q),
      rev: q.rev,
      status: q.status,
      ...listsOut(c),
      fees: c.fees.map((f) => ({ ...f, amount: fenToYuan(f.amount) })),
      totals: Object.fromEntries(quoteCategories.map((k) => [k, fenToYuan(c.totals[k] ?? 0)])) as Record<
        QuoteCategory,
        number
      >,
      factoryFees: fenToYuan(c.factoryFees),
      clientFees: fenToYuan(c.clientFees),
      total: fenToYuan(q.total),
      exclusions: c.exclusions,
      validity: c.validity,
      days: c.days,
      conts: c.conts,
      revisions: revs
        .filter((r) => r.quoteId === q.id)
        .map((r) => {
          const p = chinaParts(r.createdAt);
          return { rev: r.rev, total: fenToYuan(r.total), dates: p.date, times: p.time };
        }),
      dates: date,
      times: time,
    };
  }

  const paging = (b: Page) => ({ offset: (b.page - 1) * b.pageSize, limit: b.pageSize });
  const listOut = <T>(r: { rows: T[]; total: number }, b: Page, f: (x: T) => ProjectItem) => ({
    listItem: r.rows.map(f),
    total: r.total,
    page: b.page,
    pageSize: b.pageSize,
  });

  /** A draft's fields as the wire writes them: the budget back in yuan. */
  const draftOut = (d: repo.DraftRow): z.infer<typeof draftItem> => {
    const { date, time } = chinaParts(d.updatedAt);
    const fields = { ...d.fields };
    if (typeof fields.coins === 'number') fields.coins = fenToYuan(fields.coins);
    return { id: d.id, step: d.step, fields, dates: date, times: time };
  };

  return {
    /** The project as `businesPrjctInfo` shows it to `viewer`, in the caller's transaction. */
    infoIn: async (tx: Tx, id: number, viewer: Viewer) => reread(tx, id, viewer),

    async publish(member: Member, b: ProjectPubBody) {
      if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
        throw new AppError('not_verified', '发布搭建需求需先完成实名认证或企业认证');
      return db.transaction(async (tx) => {
        const f = await checkBody(tx, member.id, b);
        if (b.draft > 0 && !(await repo.deleteDraft(tx, b.draft, member.id)))
          throw fieldError('draft', '草稿不存在或已发布');
        await pendingRoom(tx, 'project', member.id);
        const id = await repo.insertProject(tx, member.id, newOrders(), f);
        await repo.addOrbit(tx, {
          projectId: id,
          action: 'publish',
          actor: 'client',
          actorId: member.id,
          state: S.open,
        });
        return reread(tx, id, { id: member.id, isadmin: false });
      });
    },

    edit: (member: Member, b: ProjectEditBody) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, b.id);
        requireClient(p, member);
        if (p.status !== S.open) throw new AppError('state_conflict', '已选定报价的项目不能修改');
        const f = await checkBody(tx, member.id, b, p.id);
        await move(tx, p, 'edit', 'client', member.id);
        await repo.updateProjectFields(tx, p.id, f);
        for (const q of await repo.quotesOf(tx, p.id))
          await tell(tx, q.memberId, p, '项目需求已修改', '客户修改了项目需求，请确认您的报价是否需要修改。');
        return reread(tx, p.id, { id: member.id, isadmin: false });
      }),

    info: (id: number, viewer: Viewer) =>
      db.transaction(async (tx) => {
        const p = await repo.findProject(tx, id);
        if (!p) throw notFound();
        return info(tx, p, viewer);
      }),

    async list(member: Member, b: { status?: ProjectState } & Page) {
      return listOut(await repo.listClientProjects(db, member.id, b.status, paging(b)), b, item);
    },

    close: (member: Member, b: z.infer<typeof closeBody>) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, b.id);
        requireClient(p, member);
        await move(tx, p, 'close', 'client', member.id, { note: b.reason });
        const losers = await repo.settleQuotes(tx, p.id, null);
        const why = b.reason ? `原因：${b.reason}` : '';
        for (const l of losers)
          await tell(tx, l.memberId, p, '项目已关闭', `客户已关闭该项目，您的报价未被选中。${why}`);
        return reread(tx, p.id, { id: member.id, isadmin: false });
      }),

    async hall(b: z.infer<typeof projectHallBody>) {
      const { kw, ...filters } = b;
      const r = await repo.listHall(db, { ...filters, keyword: projectSearch.parse(kw), ...paging(b) });
      return listOut(r, b, item);
    },

    async quote(member: Member, b: QuoteBody) {
      if (member.businsauth !== VerifyState.approved)
        throw new AppError('not_verified', '报价需先完成企业认证');
      const content = priceQuote(b);
      if (content.total <= 0) throw fieldError('dimian', '报价总额必须大于0');
      if (content.total > MAX_PROJECT_BUDGET_FEN)
        throw fieldError('dimian', `报价总额不能超过${fenToYuan(MAX_PROJECT_BUDGET_FEN)}元`);
      if (b.validity < chinaToday()) throw fieldError('validity', '报价有效期不能早于今天');
      return db.transaction(async (tx) => {
        if (!(await hasPublicProfile(tx, member.id, 'factory')))
          throw new AppError('not_verified', '请先开通工厂资料并通过审核，再报价');
        // the project's row lock orders quotations against an award or a close
        const p = await locked(tx, b.id);
        if (!visible(p) && p.memberId !== member.id) throw notFound();
        if (p.memberId === member.id) throw new AppError('forbidden', '不能为自己的项目报价');
        if (!visible(p) || p.status !== S.open)
          throw new AppError('state_conflict', '该项目已不在报价中，不能报价');
        const mine = await repo.quoteOf(tx, p.id, member.id);
        let id: number;
        if (mine) {
          if (b.rev === 0)
            throw new AppError('conflict', '您已为该项目报价，请在原报价上修改（每次修改都会保留）', {
              fields: { rev: '请在原报价上修改' },
            });
          if (b.rev !== mine.rev)
            throw new AppError('state_conflict', '报价已被修改，请刷新后在最新版本上修改');
          id = mine.id;
          await repo.reviseQuote(tx, id, mine.rev + 1, content.total, content);
          await repo.addOrbit(tx, {
            projectId: p.id,
            action: 'revise',
            actor: 'factory',
            actorId: member.id,
            state: p.status,
            note: `第${mine.rev + 1}版 ¥${yuanText(content.total)}`,
          });
          await tell(
            tx,
            p.memberId,
            p,
            '工厂修改了报价',
            `有工厂修改了报价，新报价 ¥${yuanText(content.total)}。`,
          );
        } else {
          if (b.rev !== 0) throw fieldError('rev', '报价不存在，请重新报价');
          const made = await repo.insertQuote(tx, {
            projectId: p.id,
            memberId: member.id,
            total: content.total,
            content,
          });
          if (!made) throw new AppError('conflict', '您已为该项目报价，请在原报价上修改（每次修改都会保留）');
          id = made;
          await repo.addOrbit(tx, {
            projectId: p.id,
            action: 'quote',
            actor: 'factory',
            actorId: member.id,
            state: p.status,
            note: `¥${yuanText(content.total)}`,
          });
          await tell(
            tx,
            p.memberId,
            p,
            '收到新报价',
            `有工厂报价 ¥${yuanText(content.total)}，请查看并比价。`,
          );
        }
        return quoteOut(tx, (await repo.findQuote(tx, id))!);
      });
    },

    /** The factory's own current quotation on a project (to revise it, or to see how it ended). */
    myQuote: (member: Member, id: number) =>
      db.transaction(async (tx) => {
        const qid = await repo.quoteIdOf(tx, id, member.id);
        if (!qid) throw new AppError('not_found', '您还没有为该项目报价');
        return quoteOut(tx, (await repo.findQuote(tx, qid))!);
      }),

    async factoryProjects(member: Member, b: { status?: QuoteState } & Page) {
      const r = await repo.listFactoryQuotes(db, member.id, b.status, paging(b));
      return {
        listItem: r.rows.map((x) => ({
          ...item(x.project),
          quote: x.quote,
          quoteRev: x.quoteRev,
          quoteStatus: x.quoteStatus,
          quoteTotal: fenToYuan(x.quoteTotal),
        })),
        total: r.total,
        page: b.page,
        pageSize: b.pageSize,
      };
    },

    checkPrice: (member: Member, id: number): Promise<z.infer<typeof checkPriceData>> =>
      db.transaction(async (tx) => {
        const p = await repo.findProject(tx, id);
        if (!p) throw notFound();
        requireClient(p, member);
        const quotes = await repo.quotesOf(tx, p.id);
        const revs = await repo.revsOf(
          tx,
          quotes.map((q) => q.id),
        );
        // the lowest per category among the quotations that priced it, and the lowest overall
        const lowest = new Map<string, number>();
        for (const q of quotes) {
          for (const c of quoteCategories) {
            const v = q.content.totals[c] ?? 0;
            if (v > 0 && (!lowest.has(c) || v < lowest.get(c)!)) lowest.set(c, v);
          }
          if (!lowest.has('total') || q.total < lowest.get('total')!) lowest.set('total', q.total);
        }
        return {
          categories: quoteCategories.map((key) => ({ key, name: quoteCategoryNames[key] })),
          listItem: quotes.map((q) => ({
            ...quoteView(q, revs),
            lowest: [...quoteCategories, 'total' as const].filter((c) => {
              const v = c === 'total' ? q.total : (q.content.totals[c] ?? 0);
              return v > 0 && lowest.get(c) === v;
            }),
          })),
        };
      }),

    award: (member: Member, b: z.infer<typeof wonBody>) =>
      db.transaction(async (tx) => {
        const p = await locked(tx, b.id);
        requireClient(p, member);
        if (p.status !== S.open) throw conflict();
        const q = await repo.findQuote(tx, b.quote);
        if (!q || q.projectId !== p.id || q.status !== QuoteState.quoted)
          throw new AppError('not_found', '该报价不存在或已失效');
        await move(tx, p, 'award', 'client', member.id, {
          set: { quoteId: q.id, factoryId: q.memberId, price: q.total },
          note: `¥${yuanText(q.total)}`,
        });
        const losers = await repo.settleQuotes(tx, p.id, q.id);
        // the first contract version, generated in the award's transaction (decision 034)
        await contract?.firstVersion(tx, p.id);
        await tell(
          tx,
          q.memberId,
          p,
          '您的报价已中标',
          `客户选定了您的报价（¥${yuanText(q.total)}），请查看合同并签署。`,
        );
        const why = b.reason ? `客户说明：${b.reason}` : '';
        for (const l of losers)
          await tell(tx, l.memberId, p, '报价未中标', `客户已选定其他工厂的报价。${why}`);
        return reread(tx, p.id, { id: member.id, isadmin: false });
      }),

    // ---------------------------------------------------------------- drafts (decision 028)

    async saveDraft(member: Member, b: z.infer<typeof draftSaveBody>) {
      const fields = Object.fromEntries(Object.entries(b.fields).filter(([, v]) => v !== undefined));
      return db.transaction(async (tx) => {
        if (b.id === 0) {
          if ((await repo.countDrafts(tx, member.id)) >= MAX_PROJECT_DRAFTS)
            throw new AppError('limit_exceeded', `草稿最多保存${MAX_PROJECT_DRAFTS}份，请先发布或删除旧草稿`);
          return draftOut(await repo.insertDraft(tx, member.id, b.step, fields));
        }
        const d = await repo.mergeDraft(tx, b.id, member.id, b.step, fields);
        if (!d) throw new AppError('not_found', '草稿不存在或已发布');
        return draftOut(d);
      });
    },

    async draftInfo(member: Member, id: number) {
      const d = await repo.findDraft(db, id, member.id);
      if (!d) throw new AppError('not_found', '草稿不存在或已发布');
      return draftOut(d);
    },

    async drafts(member: Member) {
      return { listItem: (await repo.listDrafts(db, member.id)).map(draftOut) };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
