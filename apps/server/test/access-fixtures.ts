import type { AccessObject } from '@hz/contract/common/access';
import { renderContracts } from './projects.ts';
import { chinaParts } from '../src/lib/china-time.ts';
import { createJobRunner } from '../src/modules/jobs/jobs-runner.ts';
import { createWalletService } from '../src/modules/wallet/wallet-service.ts';
import { glbBox } from './models.ts';
import { decide, designerBody, factoryBody, image, member, serviceBody, workBody } from './people.ts';
import type { Agent, TestApp } from './test-app.ts';
import { pdf, png, uploadForm } from './uploads.ts';

export const TASK_PAYCODE = '482916';

/**
 * The access matrix's fixtures (decision 020): per kind of object, how to make one — owned by a fresh
 * member, through the real calls — in each of its states. `values` are what a call's naming field takes
 * (`id`, `cardno`, `orders`, `listingId`…); `edit` is a complete valid body of a publish call that edits
 * the object. A kind a call declares in `access.object` without a fixture here fails the test.
 */
export interface Made {
  owner: Agent;
  values: Record<string, unknown>;
  edit?: () => Promise<Record<string, unknown>>;
  /**
   * What is wrong with the object as its owner sees it, or null: checked after another member's try,
   * for calls that answer `success` without changing what is not the caller's (marking messages read).
   */
  intact?: () => Promise<string | null>;
}
export interface Fixture {
  states: readonly string[];
  make(state: string): Promise<Made>;
}

const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
const day = (days: number) => chinaParts(new Date(Date.now() + days * 86_400_000)).date;

export function accessFixtures(t: TestApp, op: Agent): Partial<Record<AccessObject, Fixture>> {
  let serial = 0;
  /** The operator's decision for a review state (pending: none). */
  const review = async (kind: string, id: number, state: string) => {
    if (state === 'approved') await decide(op, kind, id, true);
    if (state === 'rejected') await decide(op, kind, id, false, '资料不完整，请补充');
  };
  const must = <T>(r: { body: { errCode: string; data?: T } }, what: string): T => {
    if (r.body.errCode !== 'success') throw new Error(`fixture ${what}: ${JSON.stringify(r.body)}`);
    return r.body.data as T;
  };

  const listingBody = async (a: Agent, kind: 'huizhan' | 'huiyi', sdate = day(-1)) => {
    serial += 1;
    return {
      title: `权限测试${kind === 'huizhan' ? '展览会' : '大会'}${serial}号`,
      industry: '汽车交通',
      organiser: '测试主办单位',
      venue: '深圳国际会展中心',
      prov: '广东省',
      city: '深圳市',
      addr: '宝安区福海街道展城路1号',
      sdate,
      edate: day(3),
      conts: '<p>用于测试访问权限的活动介绍。</p>',
      cover: await image(a),
      contact: '陈先生',
      phone: '0755-23456789',
    };
  };
  const listing = (kind: 'huizhan' | 'huiyi'): Fixture => ({
    states: REVIEW_STATES,
    async make(state) {
      const m = await member(t);
      const { id } = must<{ id: number }>(
        await m.a.post(`/api/Article/${kind}Pub`, await listingBody(m.a, kind)),
        `${kind}Pub`,
      );
      await review(kind, id, state);
      return {
        owner: m.a,
        values: { id, listingId: id },
        edit: async () => ({ id, ...(await listingBody(m.a, kind)) }),
      };
    },
  });

  const spaceBody = async (a: Agent) => ({
    title: `权限测试宴会厅${++serial}`,
    venueType: '酒店',
    prov: '上海市',
    city: '上海市',
    addr: '黄浦区中山东一路2号',
    areas: 800,
    capTheatre: 600,
    conts: '<p>挑高八米的无柱宴会厅，配备同传设备。</p>',
    cover: await image(a),
    contact: '周经理',
    phone: '021-63229988',
  });

  /** A designer or factory with an approved profile (works, cases and services need one). */
  const profiled = async (kind: 'designer' | 'factory') => {
    const m = await member(t, kind === 'designer' ? { person: true } : { business: true });
    const path = kind === 'designer' ? '/api/Designer/profileEdit' : '/api/Company/profileEdit';
    const body = kind === 'designer' ? await designerBody(m.a) : await factoryBody(m.a);
    const data = must<{ profile: { id: number } }>(await m.a.post(path, body), `${kind} profile`);
    return { m, profileId: data.profile.id };
  };

  // ------------------------------------------------------------ design tasks (issue 13)
  const taskBody = () => ({
    title: `权限测试展台设计任务${++serial}`,
    sizes: 54,
    opens: 2,
    layer: 1,
    style: '科技感',
    sdate: day(30),
    edate: day(33),
    deadline: day(20),
    tips: '',
    cost: 3000,
    conts: '<p>需要一个简约风格的展台设计，含洽谈区。</p>',
    types: ['效果图'],
    rounds: 1,
  });
  const wallet = createWalletService({ db: t.database.db });
  const paycode = async (m: Awaited<ReturnType<typeof member>>) => {
    await t.database.query(
      "UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1",
      [m.mobile],
    );
    const code = must<{ devCode: string }>(
      await m.a.post('/api/User/getCode', { mobile: m.mobile, type: 'paycode' }),
      'paycode code',
    );
    must(await m.a.post('/api/Member/setPayment', { paycode: TASK_PAYCODE, code: code.devCode }), 'paycode');
  };
  const task = (name: string, a: Awaited<ReturnType<typeof member>>['a'], body: unknown) =>
    a.post<{ id: number }>(`/api/Taskcenter/${name}`, body);
  const taskStates = [
    'pending',
    'open',
    'rejected',
    'selecting',
    'confirmed',
    'ongoing',
    'delivered',
    'completed',
  ];
  /** A task owned by a fresh client, moved to `state` with a fresh designer as the chosen one. */
  const makeTask = async (state: string) => {
    const client = await member(t, { business: true });
    await paycode(client);
    await wallet.topUp({ member: client.id, amount: 10_000_00, key: `access-task:${client.id}` });
    const { id } = must<{ id: number }>(await task('businesTaskPub', client.a, taskBody()), 'task');
    await review(
      'task',
      id,
      state === 'pending' ? 'pending' : state === 'rejected' ? 'rejected' : 'approved',
    );
    const { m: designer, profileId } = await profiled('designer');
    await review('designer', profileId, 'approved');
    // a task waiting for review (or refused) takes no applications
    const apply =
      state === 'pending' || state === 'rejected'
        ? 0
        : must<{ id: number }>(
            await task('designerApply', designer.a, {
              id,
              conts: '做过多个简约风格展台，可先出概念草图。',
              fee: 2800,
              ddate: day(15),
            }),
            'apply',
          ).id;
    const steps = ['selecting', 'confirmed', 'ongoing', 'delivered', 'completed'];
    const upTo = steps.indexOf(state);
    if (upTo >= 0) must(await task('selectDesigner', client.a, { id, apply }), 'select');
    if (upTo >= 1) must(await task('confirmDesigner', designer.a, { id, agree: true }), 'confirm');
    if (upTo >= 2) must(await task('payDesignerFee', client.a, { id, paycode: TASK_PAYCODE }), 'pay');
    if (upTo >= 3)
      must(
        await task('designerDeliver', designer.a, {
          id,
          conts: '效果图三张，见附件。',
          attach: [await image(designer.a, 'document')],
        }),
        'deliver',
      );
    if (upTo >= 4) must(await task('businesTaskAccept', client.a, { id, paycode: TASK_PAYCODE }), 'accept');
    return { client, designer, id, apply };
  };
  /** One verified designer with an approved profile that task owners invite (decision 025). */
  let invitee: Promise<string> | undefined;
  const inviteeCardno = () => {
    invitee ??= profiled('designer').then(async ({ m, profileId }) => {
      await review('designer', profileId, 'approved');
      return m.cardno;
    });
    return invitee;
  };

  // ------------------------------------------------------------ build projects (issue 14)
  const projectBody = () => ({
    title: `权限测试搭建项目${++serial}`,
    showname: '权限测试展览会',
    length: 6,
    width: 6,
    height: 3,
    opens: 2,
    layer: 1,
    prov: '上海市',
    city: '上海市',
    addr: '青浦区崧泽大道333号 国家会展中心',
    sdate: day(30),
    edate: day(33),
    indate: day(28),
    bgdate: day(20),
    outdate: day(34),
    coins: 50000,
    conts: '<p>简约单层展台，含地台、背板与洽谈桌椅。</p>',
    mobile: '13912345678',
  });
  const projectQuote = (id: number) => ({
    id,
    dimian: [{ name: '木地台', spec: '', unit: '㎡', qty: 36, price: 120 }],
    validity: day(10),
    days: 3,
  });
  const prj = (name: string, a: Agent, body: unknown) =>
    a.post<{ id: number }>(`/api/Projectcenter/${name}`, body);
  /** A project owned by a fresh client: `pending` (not reviewed), or approved with one quotation and `open`, `won` or `closed`. */
  const makeProject = async (state: string) => {
    const client = await member(t, { business: true });
    const { id } = must<{ id: number }>(await prj('businesPrjctPub', client.a, projectBody()), 'project');
    let quote = 0;
    if (state !== 'pending') {
      await review('project', id, 'approved');
      {
        const { m, profileId } = await profiled('factory');
        await review('factory', profileId, 'approved');
        quote = must<{ id: number }>(await prj('factoryQuote', m.a, projectQuote(id)), 'quote').id;
      }
      if (state === 'won') {
        must(await prj('wonPrjct', client.a, { id, quote }), 'award');
        // its first version, rendered by the job after the award (decision 043)
        await renderContracts(t);
      }
      if (state === 'closed') must(await prj('closePrjct', client.a, { id }), 'close');
    }
    // the contract version to sign (decision 034): the generated one once awarded
    let contract = { version: 1, sha256: '0'.repeat(64) };
    if (state === 'won') {
      const r = await client.a.post<{ contractNow: { n: number; sha256: string } }>(
        '/api/Projectcenter/businesPrjctInfo',
        { id },
      );
      const d = must(r, 'contract');
      contract = { version: d.contractNow.n, sha256: d.contractNow.sha256 };
    }
    return { client, id, quote, ...contract };
  };

  // ------------------------------------------------------------ design contests (issue 30)
  const contest = (name: string, a: Agent, body: unknown) =>
    a.post<{ id: number }>(`/api/Contest/${name}`, body);
  const contestStates = ['pending', 'open', 'selecting', 'handover', 'delivered'];
  /** A contest of a fresh client with one entry by a fresh designer, moved to `state`. */
  const makeContest = async (state: string) => {
    const client = await member(t, { business: true });
    await paycode(client);
    await wallet.topUp({ member: client.id, amount: 10_000_00, key: `access-contest:${client.id}` });
    const { id } = must<{ id: number }>(
      await contest('contestPub', client.a, {
        title: `权限测试展台设计比稿${++serial}`,
        sizes: 54,
        opens: 2,
        layer: 1,
        style: '科技感',
        sdate: day(40),
        edate: day(43),
        conts: '<p>需要一个简约风格的展台设计，含洽谈区。</p>',
        types: ['效果图'],
        prize: 800,
        winners: 1,
        edays: 5,
        sdays: 3,
        paycode: TASK_PAYCODE,
      }),
      'contest',
    );
    if (state === 'pending') return { client, designer: client, id, entry: 0 };
    await review('contest', id, 'approved');
    const { m: designer, profileId } = await profiled('designer');
    await review('designer', profileId, 'approved');
    const entry = must<{ id: number }>(
      await contest('entrySubmit', designer.a, {
        id,
        conts: '以品牌蓝为主色，开放式洽谈区在左侧。',
        pics: [await image(designer.a)],
      }),
      'entry',
    ).id;
    if (state !== 'open') {
      // the entry deadline passes on the database clock, and its timer runs
      await t.database.query("UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1", [id]);
      await t.database.query(
        "UPDATE jobs SET run_at = now() WHERE name = 'contests.entryEnd' AND state = 'queued' AND payload->>'contest' = $1",
        [String(id)],
      );
      await createJobRunner({
        database: t.database,
        definitions: t.app.jobs.definitions(),
        concurrency: 1,
        pollMs: 20,
        log: t.app.log,
      }).runDue();
    }
    if (state === 'handover' || state === 'delivered')
      must(await contest('chooseWinners', client.a, { id, entries: [entry] }), 'winners');
    if (state === 'delivered')
      must(
        await contest('entryHandover', designer.a, {
          id: entry,
          conts: '源文件与施工说明',
          attach: [await image(designer.a, 'document')],
        }),
        'handover',
      );
    return { client, designer, id, entry };
  };

  // ------------------------------------------------------------ 3D models (issue 15)
  const processModels = () =>
    createJobRunner({
      database: t.database,
      definitions: t.app.jobs.definitions(),
      concurrency: 1,
      pollMs: 20,
      log: t.app.log,
    }).runDue();
  type Menu = { id: number; name: string; children: Menu[] };
  const someCategory = async () => {
    const tree = must<{ listItem: Menu[] }>(await op.post('/api/Common/menusTree', {}), 'menusTree').listItem;
    return tree[0]!.children[0]!.id;
  };
  const modelBody = async (_a: Awaited<ReturnType<typeof member>>['a'], price = 0) => ({
    title: `权限测试展台模型${++serial}`,
    categoryId: await someCategory(),
    tags: ['特装'],
    description: '用于测试访问权限的模型',
    licence: '平台标准授权',
    price,
  });
  const modelFile = async (a: Awaited<ReturnType<typeof member>>['a']) => {
    const form = uploadForm('model', 'booth.glb', await glbBox());
    return must<{ id: string }>(await a.post('/api/Upload/file', form.payload, form.headers), 'model file')
      .id;
  };

  const fixtures: Partial<Record<AccessObject, Fixture>> = {
    huizhan: listing('huizhan'),
    huiyi: listing('huiyi'),
    hycd: {
      states: REVIEW_STATES,
      async make(state) {
        const m = await member(t);
        const { id } = must<{ id: number }>(
          await m.a.post('/api/Article/hycdPub', await spaceBody(m.a)),
          'hycd',
        );
        await review('hycd', id, state);
        return { owner: m.a, values: { id }, edit: async () => ({ id, ...(await spaceBody(m.a)) }) };
      },
    },
    designer: {
      states: REVIEW_STATES,
      async make(state) {
        const { m, profileId } = await profiled('designer');
        await review('designer', profileId, state);
        return { owner: m.a, values: { id: profileId, cardno: m.cardno } };
      },
    },
    factory: {
      states: REVIEW_STATES,
      async make(state) {
        const { m, profileId } = await profiled('factory');
        await review('factory', profileId, state);
        return { owner: m.a, values: { id: profileId, cardno: m.cardno } };
      },
    },
    work: {
      states: REVIEW_STATES,
      async make(state) {
        const { m, profileId } = await profiled('designer');
        await review('designer', profileId, 'approved');
        const w = must<{ id: number }>(await m.a.post('/api/Designer/workPub', await workBody(m.a)), 'work');
        await review('work', w.id, state);
        return {
          owner: m.a,
          values: { id: w.id, workId: w.id },
          edit: async () => ({ id: w.id, ...(await workBody(m.a)) }),
        };
      },
    },
    case: {
      states: REVIEW_STATES,
      async make(state) {
        const { m, profileId } = await profiled('factory');
        await review('factory', profileId, 'approved');
        const c = must<{ id: number }>(await m.a.post('/api/Company/casePub', await workBody(m.a)), 'case');
        await review('case', c.id, state);
        return {
          owner: m.a,
          values: { id: c.id },
          edit: async () => ({ id: c.id, ...(await workBody(m.a)) }),
        };
      },
    },
    service: {
      states: REVIEW_STATES,
      async make(state) {
        const { m, profileId } = await profiled('designer');
        await review('designer', profileId, 'approved');
        const s = must<{ id: number }>(
          await m.a.post('/api/Service/servicePub', await serviceBody(m.a)),
          'service',
        );
        await review('service', s.id, state);
        return {
          owner: m.a,
          // the dates of a task ordered from it (`orderService`, decision 025)
          values: { id: s.id, sdate: day(30), edate: day(33), deadline: day(20) },
          edit: async () => ({ id: s.id, ...(await serviceBody(m.a)) }),
        };
      },
    },
    photo: {
      states: REVIEW_STATES,
      async make(state) {
        const pub = await member(t);
        const expo = must<{ id: number }>(
          await pub.a.post('/api/Article/huizhanPub', await listingBody(pub.a, 'huizhan')),
          'photo exhibition',
        );
        await review('huizhan', expo.id, 'approved');
        const m = await member(t);
        const p = must<{ id: number }>(
          await m.a.post('/api/Gallery/addPicture', {
            listingId: expo.id,
            image: await image(m.a),
            title: '蓝白科技感双层展台',
            areas: 54,
            style: '科技感',
            openSides: 3,
          }),
          'photo',
        );
        await review('photo', p.id, state);
        return { owner: m.a, values: { id: p.id } };
      },
    },
    member: {
      states: ['active'],
      async make() {
        const m = await member(t);
        return { owner: m.a, values: { cardno: m.cardno, id: m.id } };
      },
    },
    order: {
      states: ['pending', 'closed'],
      async make(state) {
        const m = await member(t);
        const o = must<{ orders: string }>(
          await m.a.post('/api/Alipay/getPayLink', { amount: 12.3 }),
          'order',
        );
        // expired unpaid: what the sweep does to an order past its time
        if (state === 'closed')
          await t.database.query("UPDATE recharge_orders SET status = 'closed' WHERE orders = $1", [
            o.orders,
          ]);
        return { owner: m.a, values: { orders: o.orders } };
      },
    },
    wechatOrder: {
      states: ['pending', 'closed'],
      async make(state) {
        const m = await member(t);
        const o = must<{ orders: string }>(
          await m.a.post('/api/WechatPay/getPayLink', { amount: 12.3, tradeType: 'native' }),
          'wechat order',
        );
        if (state === 'closed')
          await t.database.query("UPDATE recharge_orders SET status = 'closed' WHERE orders = $1", [
            o.orders,
          ]);
        return { owner: m.a, values: { orders: o.orders } };
      },
    },
    message: {
      states: ['unread'],
      async make() {
        // a rejected listing tells its publisher
        const m = await member(t);
        const { id } = must<{ id: number }>(
          await m.a.post('/api/Article/huizhanPub', await listingBody(m.a, 'huizhan')),
          'message listing',
        );
        await review('huizhan', id, 'rejected');
        const list = must<{ listItem: { id: number }[]; unread: number }>(
          await m.a.post('/api/Tipcenter/getList', { page: 1, pageSize: 1 }),
          'messages',
        );
        const message = list.listItem[0];
        if (!message) throw new Error('fixture message: the rejection sent no message');
        return {
          owner: m.a,
          values: { ids: message.id },
          intact: async () => {
            const now = must<{ listItem: { id: number; isread?: number; read?: number }[]; unread: number }>(
              await m.a.post('/api/Tipcenter/getList', { page: 1, pageSize: 10 }),
              'messages',
            );
            if (!now.listItem.some((x) => x.id === message.id)) return 'the message is gone';
            return now.unread === list.unread ? null : `unread ${list.unread} → ${now.unread}`;
          },
        };
      },
    },
    personAuth: {
      states: ['pending'],
      async make() {
        const m = await member(t);
        const card = async () => {
          const form = uploadForm('idcard', 'card.png', await png(60, 40));
          return must<{ id: string }>(await m.a.post('/api/Upload/file', form.payload, form.headers), 'card')
            .id;
        };
        must(
          await m.a.post('/api/Member/personAuth', {
            name: '李四',
            idcard: '440524198801010011',
            cardfrt: await card(),
            cardrvs: await card(),
          }),
          'personAuth',
        );
        const list = must<{ listItem: { id: number; cardno?: string; mobile: string }[] }>(
          await op.post('/api/Admin/authList', { kind: 'person', pageSize: 100 }),
          'authList',
        );
        const item = list.listItem.find((x) => x.mobile === m.mobile) ?? list.listItem[0];
        if (!item) throw new Error('fixture personAuth: not in the queue');
        return { owner: m.a, values: { id: item.id } };
      },
    },
    cash: {
      states: ['waiting'],
      async make() {
        const m = await member(t, { person: true });
        await createWalletService({ db: t.database.db }).topUp({
          member: m.id,
          amount: 50_000,
          key: `access-matrix:${m.id}`,
        });
        // the pay password needs an SMS code; the code's one-a-minute gap is moved back first
        await t.database.query(
          "UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1",
          [m.mobile],
        );
        const code = must<{ devCode: string }>(
          await m.a.post('/api/User/getCode', { mobile: m.mobile, type: 'paycode' }),
          'paycode code',
        );
        must(await m.a.post('/api/Member/setPayment', { paycode: '482916', code: code.devCode }), 'paycode');
        const c = must<{ id: number }>(
          await m.a.post('/api/Applycash/postNew', {
            amount: 100,
            paycode: '482916',
            account: { type: 'alipay', no: 'zhangsan@example.com' },
          }),
          'cash',
        );
        return { owner: m.a, values: { id: c.id } };
      },
    },
    invoice: {
      // a business-verified member's 发票 request against a paid top-up: open, or issued with a PDF
      states: ['open', 'issued'],
      async make(state) {
        const m = await member(t, { business: true });
        await t.database.query(
          `INSERT INTO recharge_orders (orders, member_id, amount, status, expire_at, paid_at)
           VALUES ($1, $2, 10000, 'paid', now(), now())`,
          [`RACCESS${m.id}`, m.id],
        );
        const r = must<{ id: number }>(
          await m.a.post('/api/Invoice/request', {
            source: 'topup',
            kind: 'plain',
            amount: 100,
            title: '权限测试有限公司',
            taxno: '91310000MA1FL1234X',
          }),
          'invoice request',
        );
        if (state === 'issued') {
          const form = uploadForm('invoice', 'fapiao.pdf', pdf);
          const file = must<{ id: string }>(
            await op.post('/api/Upload/file', form.payload, form.headers),
            'pdf',
          );
          must(await op.post('/api/Admin/invoiceIssue', { id: r.id, fileId: file.id }), 'invoice issue');
        }
        return { owner: m.a, values: { id: r.id } };
      },
    },
    job: {
      states: ['dead'],
      async make() {
        // a job that failed for the last time (the runner's own tests make one fail for real)
        const m = await member(t);
        const [row] = await t.database.query<{ id: number }>(
          `INSERT INTO jobs (name, payload, state, attempts, max_attempts, last_error)
           VALUES ('jobs.cleanup', '{}', 'dead', 3, 3, 'access matrix') RETURNING id`,
        );
        return { owner: m.a, values: { id: Number(row!.id) } };
      },
    },
    task: {
      states: taskStates,
      async make(state) {
        const { client, id, apply } = await makeTask(state);
        return {
          owner: client.a,
          values: { id, apply, ddate: day(15), invitee: await inviteeCardno() },
          edit: async () => ({ id, ...taskBody() }),
        };
      },
    },
    taskWork: {
      states: ['selecting', 'confirmed', 'ongoing'],
      async make(state) {
        const { designer, id, apply } = await makeTask(state);
        return {
          owner: designer.a,
          values: { id, apply },
          edit: async () => ({
            id,
            conts: '效果图三张，见附件。',
            attach: [await image(designer.a, 'document')],
          }),
        };
      },
    },
    project: {
      states: ['pending', 'open', 'won', 'closed'],
      async make(state) {
        const { client, id, quote, version, sha256 } = await makeProject(state);
        return {
          owner: client.a,
          values: { id, quote, validity: day(10), version, sha256 },
          edit: async () => ({ id, ...projectBody() }),
        };
      },
    },
    contest: {
      states: contestStates,
      async make(state) {
        const { client, id, entry } = await makeContest(state);
        return { owner: client.a, values: { id, entry } };
      },
    },
    contestEntry: {
      states: ['open', 'selecting', 'handover'],
      async make(state) {
        const { designer, entry } = await makeContest(state);
        return { owner: designer.a, values: { id: entry } };
      },
    },
    projectDraft: {
      states: ['saved'],
      async make() {
        const m = await member(t, { business: true });
        const d = must<{ id: number }>(
          await prj('prjctDraftSave', m.a, { step: 1, fields: { title: '权限测试草稿项目' } }),
          'draft',
        );
        return { owner: m.a, values: { id: d.id } };
      },
    },
    // a review (issue 13 point 7): the client's of a completed task, pending, or published by the
    // designer's review
    cmt: {
      states: ['pending', 'published'],
      async make(state) {
        const { client, designer, id } = await makeTask('completed');
        const scores = { fit: 5, punctual: 4, comm: 5, value: 4 };
        const mine = must<{ id: number }>(
          await task('businesCmt', client.a, { id, ...scores, conts: '设计很用心，沟通顺畅。' }),
          'review',
        );
        if (state === 'published')
          must(
            await task('businesCmt', designer.a, {
              id,
              clarity: 5,
              payment: 5,
              comm: 5,
              conts: '需求清楚，付款及时。',
            }),
            'their review',
          );
        return {
          owner: client.a,
          values: { id: mine.id },
          edit: async () => ({ id: mine.id, ...scores, conts: '改过的评价：整体满意。' }),
        };
      },
    },
    // a consultation (issue 28 point 6): the member who asked an approved designer owns the thread
    consult: {
      states: ['open'],
      async make() {
        const { m: designer, profileId } = await profiled('designer');
        await review('designer', profileId, 'approved');
        const asker = await member(t);
        const th = must<{ id: number }>(
          await asker.a.post('/api/Consult/open', {
            cardno: designer.cardno,
            kind: 'designer',
            conts: '您好，请问54平米的展台设计大概多少钱？',
          }),
          'consult',
        );
        return { owner: asker.a, values: { id: th.id } };
      },
    },
    // a party's report of a consultation (the reporter owns it), open or handled by an operator
    consultReport: {
      states: ['open', 'handled'],
      async make(state) {
        const { m: designer, profileId } = await profiled('designer');
        await review('designer', profileId, 'approved');
        const asker = await member(t);
        const th = must<{ id: number }>(
          await asker.a.post('/api/Consult/open', {
            cardno: designer.cardno,
            kind: 'designer',
            conts: '加微信低价代做展台设计',
          }),
          'consult',
        );
        must(await designer.a.post('/api/Consult/report', { id: th.id, reason: '发广告' }), 'report');
        const [r] = await t.database.query<{ id: string }>(
          'SELECT id FROM consult_reports WHERE thread_id = $1',
          [th.id],
        );
        const id = Number(r!.id);
        if (state === 'handled')
          must(
            await op.post('/api/Admin/consultReportHandle', { id, result: 'warned', note: '核实为广告' }),
            'report handled',
          );
        return { owner: designer.a, values: { id } };
      },
    },
    application: {
      states: ['open'],
      async make(state) {
        const { client, apply } = await makeTask(state);
        return { owner: client.a, values: { id: apply } };
      },
    },
    complaint: {
      // issue 13 point 6: the client's complaint on a delivered task, open or decided (a refund)
      states: ['open', 'decided'],
      async make(state) {
        const { client, id } = await makeTask('delivered');
        const c = must<{ id: number }>(
          await client.a.post('/api/Complain/complainAdd', {
            id,
            conts: '交付的效果图与需求明显不符，沟通后也没有修改。',
          }),
          'complaint',
        );
        if (state === 'decided') {
          // the statement window ends (decision 047): the database clock moves past it
          await t.database.query(
            "UPDATE complaints SET closes_at = now() - interval '1 second' WHERE id = $1",
            [c.id],
          );
          must(
            await op.post('/api/Admin/complaintDecide', {
              id: c.id,
              outcome: 'refund',
              reason: '交付物与需求明显不符',
            }),
            'complaint decision',
          );
        }
        return { owner: client.a, values: { id: c.id } };
      },
    },
    model: {
      states: REVIEW_STATES,
      async make(state) {
        const m = await member(t);
        const { id } = must<{ id: number }>(
          await m.a.post('/api/Modelcenter/uploadModel', {
            ...(await modelBody(m.a)),
            file: await modelFile(m.a),
          }),
          'model',
        );
        await processModels();
        await review('model', id, state);
        return { owner: m.a, values: { id }, edit: async () => ({ id, ...(await modelBody(m.a)) }) };
      },
    },
    category: {
      states: ['visible'],
      async make() {
        const m = await member(t);
        const tree = must<{ listItem: Menu[] }>(
          await op.post('/api/Common/menusTree', {}),
          'menusTree',
        ).listItem;
        must(
          await op.post('/api/Admin/modelMenuSave', {
            name: `权限测试分类${++serial}`,
            parentId: tree[0]!.id,
          }),
          'category',
        );
        const after = must<{ listItem: Menu[] }>(
          await op.post('/api/Common/menusTree', {}),
          'menusTree',
        ).listItem;
        const id = Math.max(...after[0]!.children.map((c) => c.id));
        return {
          owner: m.a,
          values: { id, categoryId: id },
          edit: async () => ({ ...(await modelBody(m.a)), categoryId: id, file: await modelFile(m.a) }),
        };
      },
    },
    feedback: {
      states: ['pending'],
      async make() {
        const m = await member(t);
        const f = must<{ id: number }>(
          await m.a.post('/api/Common/feedbackAdd', {
            kind: 'suggest',
            content: `希望展会列表可以按城市筛选（第${++serial}条）`,
            contact: 'visitor@example.com',
          }),
          'feedback',
        );
        return { owner: m.a, values: { id: f.id } };
      },
    },
    subscription: {
      states: ['active', 'paused'],
      async make(state) {
        const m = await member(t);
        const s = must<{ id: number }>(
          await m.a.post('/api/Subscribe/add', { kind: 'project', prov: '广东省', delivery: 'instant' }),
          'subscription',
        );
        if (state === 'paused')
          must(await m.a.post('/api/Subscribe/pause', { id: s.id, paused: true }), 'pause subscription');
        return { owner: m.a, values: { id: s.id } };
      },
    },
    // companies (decision 056): the owner is the company's account; "another member" is no staff of it
    staffInvite: {
      states: ['open'],
      async make() {
        const company = await member(t, { business: true });
        const invitee = await member(t);
        const i = must<{ id: number }>(
          await company.a.post('/api/Staff/invite', {
            mobile: invitee.mobile,
            name: '权限测试员工',
            roles: ['quote'],
          }),
          'staff invite',
        );
        return { owner: company.a, values: { id: i.id } };
      },
    },
    staff: {
      states: ['active'],
      async make() {
        const company = await member(t, { business: true });
        const s = await member(t);
        const i = must<{ link: string }>(
          await company.a.post('/api/Staff/invite', {
            mobile: s.mobile,
            name: '权限测试员工',
            roles: ['publish'],
          }),
          'staff invite',
        );
        const token = new URL(i.link, 'http://x').searchParams.get('token');
        must(await s.a.post('/api/Staff/inviteAccept', { token }), 'staff accept');
        return { owner: company.a, values: { cardno: s.cardno } };
      },
    },
  };
  return fixtures;
}
