import {
  ProjectState,
  type ProjectState as ProjectStateT,
  projectStateValues,
  QuoteState,
  quoteStateValues,
  type DepositState,
  depositStateValues,
  ReviewState,
  reviewStateValues,
  StageState,
  stageStateValues,
} from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PaymentPlan } from '@hz/contract/projects';
import { createdAt, oneOf, reviewColumns, tsvector, updatedAt } from './columns.ts';
import { members } from './members.ts';

const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Build projects (issue 14; docs/domains/projects.md; decision 028). `status` moves only through
 * `projectMachine` (modules/projects/projects-machine.ts) by guarded updates that also bump `rev`.
 * Dimensions are integer centimetres (the wire's metres × 100), the area is computed from them; money is
 * integer fen: `coins` the budget, `price` the awarded quotation's total.
 */
export const projects = pgTable(
  'projects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orders: text('orders').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** '0', or another of the client's projects at the same show. */
    groupid: text('groupid').notNull().default('0'),
    mobile: text('mobile').notNull(),
    title: text('title').notNull(),
    /** An approved exhibition (`listings.id`, kind huizhan), or null for a free one named in `showname`. */
    exhibitionId: bigint('exhibition_id', { mode: 'number' }),
    showname: text('showname').notNull().default(''),
    hall: text('hall').notNull().default(''),
    booth: text('booth').notNull().default(''),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    opens: smallint('opens').notNull(),
    layer: smallint('layer').notNull(),
    prov: text('prov').notNull(),
    city: text('city').notNull(),
    strt: text('strt').notNull().default(''),
    addr: text('addr').notNull(),
    selectcity: text('selectcity').notNull().default(''),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    indate: date('indate', { mode: 'string' }).notNull(),
    bgdate: date('bgdate', { mode: 'string' }).notNull(),
    outdate: date('outdate', { mode: 'string' }).notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    peoples: integer('peoples').notNull().default(0),
    picture: textArray('picture'),
    workpic: textArray('workpic'),
    attach: textArray('attach'),
    contract: textArray('contract'),
    conts: text('conts').notNull(),
    status: text('status').$type<ProjectStateT>().notNull(),
    /** Bumped by every transition (timers of later slices carry the `rev` they were set for). */
    rev: integer('rev').notNull().default(0),
    /** The awarded quotation, its factory and its total (fen). */
    quoteId: bigint('quote_id', { mode: 'number' }),
    factoryId: bigint('factory_id', { mode: 'number' }).references(() => members.id),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** Quotations received. */
    quoted: integer('quoted').notNull().default(0),
    /** Both sides signed the current contract version (decision 034): 1, and when. */
    contctck: smallint('contctck').notNull().default(0),
    contctckdt: timestamp('contctckdt', { withTimezone: true }),
    /** The factory's construction drawings (file ids) and the client's approval (decision 035). */
    drawings: textArray('drawings'),
    drawingsck: smallint('drawingsck').notNull().default(0),
    drawingsdate: timestamp('drawingsdate', { withTimezone: true }),
    /** The factory's completion report: photos, report files, whether teardown (撤展) is included. */
    reportpics: textArray('reportpics'),
    reports: textArray('reports'),
    reportconts: text('reportconts').notNull().default(''),
    teardown: smallint('teardown').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** 1 once the report is accepted (by the client or automatically), and when. */
    reportck: smallint('reportck').notNull().default(0),
    reportdate: timestamp('reportdate', { withTimezone: true }),
    ...reviewColumns(),
    searchText: tsvector('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_orders_key').on(t.orders),
    index('projects_member_idx').on(t.memberId, t.id.desc()),
    index('projects_factory_idx').on(t.factoryId, t.id.desc()),
    index('projects_queue_idx').on(t.checked, t.updatedAt),
    // the hall: approved open projects, newest first
    index('projects_hall_idx')
      .on(t.id.desc())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${ProjectState.open}'`)),
    // the hall's other orders (decision 050): the highest budget, the soonest show
    index('projects_hall_coins_idx')
      .on(t.coins.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${ProjectState.open}'`)),
    index('projects_hall_sdate_idx')
      .on(t.sdate, t.id)
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${ProjectState.open}'`)),
    // the hall in one province (and city), newest first
    index('projects_hall_place_idx')
      .on(t.prov, t.city, t.id.desc().nullsFirst())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${ProjectState.open}'`)),
    index('projects_search_idx')
      .using('gin', t.searchText)
      .with({ fastupdate: false })
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${ProjectState.open}'`)),
    check('projects_status_check', oneOf(t.status, projectStateValues)),
    check('projects_checked_check', oneOf(t.checked, reviewStateValues)),
    check('projects_money_check', sql`${t.coins} > 0 AND ${t.price} >= 0`),
    check(
      'projects_size_check',
      sql`${t.lengthCm} BETWEEN 1 AND 10000 AND ${t.widthCm} BETWEEN 1 AND 10000 AND ${t.heightCm} BETWEEN 1 AND 2000`,
    ),
    check('projects_opens_check', sql`${t.opens} BETWEEN 1 AND 4 AND ${t.layer} IN (1, 2)`),
    check(
      'projects_dates_check',
      sql`${t.bgdate} <= ${t.indate} AND ${t.indate} <= ${t.sdate} AND ${t.sdate} <= ${t.edate} AND ${t.edate} <= ${t.outdate}`,
    ),
    // from won on, a quotation, a factory and a price are fixed
    check(
      'projects_winner_check',
      sql`${t.status} IN (${sql.raw(`'${ProjectState.open}', '${ProjectState.closed}'`)}) OR (${t.quoteId} IS NOT NULL AND ${t.factoryId} IS NOT NULL AND ${t.price} > 0)`,
    ),
  ],
);

/** A line of a quotation: quantity in hundredths, price and amount in fen. */
export interface QuoteLine {
  name: string;
  spec: string;
  unit: string;
  qtyH: number;
  price: number;
  amount: number;
}
export interface VenueFee {
  kind: string;
  amount: number;
  payer: 'client' | 'factory';
  note: string;
}
/**
 * What a revision holds: the lines by category, the fees and the terms, with the amounts the contract's
 * pricing rule computed (packages/contract/src/projects-pricing.ts). The total is the quotation's `total`
 * column, stored once (rows written before issue 26 also carry it here; it is never read).
 */
export interface QuoteContent {
  lines: Record<string, QuoteLine[]>;
  fees: VenueFee[];
  totals: Record<string, number>;
  factoryFees: number;
  clientFees: number;
  exclusions: string;
  validity: string;
  days: number;
  conts: string;
}

/** A factory's quotation on a project: one per project and factory; its content is the latest revision. */
export const projectQuotes = pgTable(
  'project_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rev: integer('rev').notNull().default(1),
    status: text('status').$type<QuoteState>().notNull().default(QuoteState.quoted),
    total: bigint('total', { mode: 'number' }).notNull(),
    content: jsonb('content').$type<QuoteContent>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_quotes_project_member_key').on(t.projectId, t.memberId),
    index('project_quotes_member_idx').on(t.memberId, t.id.desc()),
    check('project_quotes_status_check', oneOf(t.status, quoteStateValues)),
    check('project_quotes_total_check', sql`${t.total} >= 0 AND ${t.rev} >= 1`),
  ],
);

/** Every revision of a quotation as it was sent (insert-only: a trigger refuses UPDATE and DELETE). */
export const projectQuoteRevs = pgTable(
  'project_quote_revs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => projectQuotes.id),
    rev: integer('rev').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    content: jsonb('content').$type<QuoteContent>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_quote_revs_quote_rev_key').on(t.quoteId, t.rev)],
);

/** A publishing wizard's draft (decision 028): the fields saved so far, as checked one by one. */
export const projectDrafts = pgTable(
  'project_drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    step: smallint('step').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_drafts_member_idx').on(t.memberId, t.updatedAt.desc()),
    check('project_drafts_step_check', sql`${t.step} BETWEEN 1 AND 4`),
  ],
);

/** When a stage is held: in the signing transaction, or by the client before move-in (decision 033). */
export type StageHoldAt = 'sign' | 'movein';
/** What releases a held stage to the factory: the approved drawings, the move-in, or the accepted report. */
export type StageReleaseOn = 'drawings' | 'movein' | 'accept';

/**
 * A build project's payment plan, one row per stage (decision 033): made from the signed contract's plan
 * in the signing transaction, each amount in fen computed from the awarded price. `state` moves only in
 * `projects-stages.ts`, in the transaction of the ledger posting that moves the money.
 */
export const projectStages = pgTable(
  'project_stages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    seq: smallint('seq').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    percent: smallint('percent').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    holdAt: text('hold_at').$type<StageHoldAt>().notNull(),
    releaseOn: text('release_on').$type<StageReleaseOn>().notNull(),
    state: text('state').$type<StageState>().notNull().default(StageState.planned),
    heldAt: timestamp('held_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_stages_project_seq_key').on(t.projectId, t.seq),
    check('project_stages_state_check', oneOf(t.state, stageStateValues)),
    check('project_stages_hold_at_check', sql`${t.holdAt} IN ('sign', 'movein')`),
    check('project_stages_release_on_check', sql`${t.releaseOn} IN ('drawings', 'movein', 'accept')`),
    check(
      'project_stages_amount_check',
      sql`${t.amount} > 0 AND ${t.percent} BETWEEN 1 AND 100 AND ${t.seq} BETWEEN 1 AND 6`,
    ),
  ],
);

/** Where a contract version came from: generated by the platform, or a side's own PDF. */
export type ContractSource = 'generated' | 'uploaded';
/** Who proposed a version: the platform (the first, at the award), the client or the factory. */
export type ContractSide = 'system' | 'client' | 'factory';
/**
 * A version's state (decision 034): one `current` per project (what the sides sign), at most one
 * `proposed` (a change waiting for the other side); a refused proposal is `refused`, a replaced one
 * `superseded`.
 */
export type ContractState = 'current' | 'proposed' | 'refused' | 'superseded';

/**
 * The versions of a build project's contract (decision 034): the PDF (an upload, private, read through
 * `Projectcenter/contractPdf` by the two sides), its SHA-256 and the payment plan it carries.
 */
export const projectContracts = pgTable(
  'project_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    n: integer('n').notNull(),
    source: text('source').$type<ContractSource>().notNull(),
    side: text('side').$type<ContractSide>().notNull(),
    /** The member who proposed it (null: the platform's first version). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** The PDF; null while a generated version is being rendered (the `projects.renderContract` job). */
    fileId: text('file_id'),
    /** The PDF's SHA-256; '' while it is being rendered. */
    sha256: text('sha256').notNull().default(''),
    plan: jsonb('plan').$type<PaymentPlan>().notNull(),
    /** Terms added to the standard terms (generated versions). */
    terms: text('terms').notNull().default(''),
    state: text('state').$type<ContractState>().notNull(),
    /** Why the other side refused it. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('project_contracts_project_n_key').on(t.projectId, t.n),
    uniqueIndex('project_contracts_current_key').on(t.projectId).where(sql`state = 'current'`),
    uniqueIndex('project_contracts_proposed_key').on(t.projectId).where(sql`state = 'proposed'`),
    check('project_contracts_source_check', sql`${t.source} IN ('generated', 'uploaded')`),
    check('project_contracts_side_check', sql`${t.side} IN ('system', 'client', 'factory')`),
    check(
      'project_contracts_state_check',
      sql`${t.state} IN ('current', 'proposed', 'refused', 'superseded')`,
    ),
    // a version's PDF and its SHA-256 go together; only a generated one waits for its PDF (being rendered)
    check(
      'project_contracts_sha_check',
      sql`${t.n} >= 1 AND CASE WHEN ${t.fileId} IS NULL THEN ${t.sha256} = '' AND ${t.source} = 'generated' ELSE ${t.sha256} ~ '^[0-9a-f]{64}$' END`,
    ),
  ],
);

/** A side's signature on one contract version: when, from where (decision 034). */
export const projectSignatures = pgTable(
  'project_signatures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => projectContracts.id),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    side: text('side').$type<'client' | 'factory'>().notNull(),
    ip: text('ip').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_signatures_contract_side_key').on(t.contractId, t.side),
    index('project_signatures_project_idx').on(t.projectId),
    check('project_signatures_side_check', sql`${t.side} IN ('client', 'factory')`),
  ],
);

/**
 * A venue deposit of a signed project as its payer recorded it (decision 038): 施工押金 or 清洁押金, paid to
 * the venue outside the platform — a record, never a ledger posting. One row per project and kind, written
 * the first time the payer records it (the deposits themselves come from the awarded quotation's fees);
 * `payer` is the quotation's, `amount`/`back` in fen.
 */
export const projectDeposits = pgTable(
  'project_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    kind: text('kind').notNull(),
    payer: text('payer').$type<'client' | 'factory'>().notNull(),
    /** The member who recorded it last (the payer's side). */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    state: text('state').$type<DepositState>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paydate: date('paydate', { mode: 'string' }).notNull(),
    back: bigint('back', { mode: 'number' }).notNull().default(0),
    backdate: date('backdate', { mode: 'string' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_deposits_project_kind_key').on(t.projectId, t.kind),
    check('project_deposits_kind_check', sql`${t.kind} IN ('施工押金', '清洁押金')`),
    check('project_deposits_payer_check', sql`${t.payer} IN ('client', 'factory')`),
    check('project_deposits_state_check', oneOf(t.state, depositStateValues)),
    check(
      'project_deposits_amount_check',
      sql`${t.amount} > 0 AND ${t.back} >= 0 AND ${t.back} <= ${t.amount}`,
    ),
  ],
);

/**
 * The client's questions on a quotation and the factory's answers (issue 14 point 3): a thread per
 * quotation, read by the client and that factory only. One row per question; the answer is written once.
 */
export const projectQuoteAsks = pgTable(
  'project_quote_asks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => projectQuotes.id),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('project_quote_asks_quote_idx').on(t.quoteId, t.id)],
);
