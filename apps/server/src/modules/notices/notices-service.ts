import {
  type NoticeChannel,
  type NoticeEventDef,
  type NoticeEventName,
  type NoticeGroup,
  type NoticeSettings,
  noticeChannels,
  noticeEvents,
  noticeGroups,
  type noticeListBody,
} from '@hz/contract/notices';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaDayStart, chinaParts, chinaStamp } from '../../lib/china-time.ts';
import { keyedHash, sameHash } from '../../lib/tokens.ts';
import type { SmsProvider } from '../auth/sms/sms-provider.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { MessageKind, MessagesService } from '../messages/messages-service.ts';
import { DIGEST_AT, nextChinaMinute, noticeDue } from './notice-timing.ts';
import * as repo from './notices-repository.ts';
import type { WechatMpClient } from './wechat-mp-client.ts';

/**
 * Notices off the site (issue 28, decision 048). The outbox's dispatcher (modules/events) asks `route`
 * for each notice of an event: the member's switches say whether it goes to the message centre, and an SMS
 * and a WeChat message are queued as rows of `notice_sends` with a job each, due at once or, for a
 * non-urgent one in quiet hours, at their end. The job sends it (outside any transaction: the provider is
 * the outside world) and records the provider's answer; a failure is retried with backoff and never
 * reaches the deal that raised the event. Beyond the daily SMS cap a non-urgent SMS is folded into one
 * digest at 09:00.
 */

export const SEND_JOB = 'notices.send';
export const DIGEST_JOB = 'notices.digest';
const SEND_ATTEMPTS = 5;
/** How long a binding QR code stays valid. */
const QR_SECONDS = 600;

/** What one notice is: as the message centre shows it. */
export interface OutgoingNotice {
  to: number;
  title: string;
  conts: string;
  link?: string;
  /** The SMS and WeChat text when it must differ from `conts` (short, without the links `conts` has). */
  short?: string;
}

/** Sends and failures per channel since the process started (`/metrics`). */
export function createNoticeCounts() {
  const counts = new Map<string, number>();
  return {
    inc(channel: NoticeChannel, outcome: 'sent' | 'failed') {
      const k = `${channel}:${outcome}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    },
    snapshot: () =>
      [...counts].map(([k, value]) => {
        const [channel, outcome] = k.split(':');
        return { labels: { channel: channel!, outcome: outcome! }, value };
      }),
  };
}
export type NoticeCounts = ReturnType<typeof createNoticeCounts>;

/** Text cut to a provider's variable limit (an ellipsis marks the cut). */
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

export function createNoticesService(deps: {
  db: Db;
  jobs: JobsService;
  messages: MessagesService;
  sms: SmsProvider;
  wechat: WechatMpClient | undefined;
  config: Config['notices'];
  secret: string;
  publicUrl: string | undefined;
  counts: NoticeCounts;
  log: { warn(o: object, m: string): void; info(o: object, m: string): void };
}) {
  const { db, jobs, sms, wechat, config, counts, log } = deps;
  const templates = config.wechatMp?.templates ?? {};

  async function switches(tx: Tx | Db, memberId: number) {
    const on = new Map<string, boolean>();
    for (const r of await repo.prefsOf(tx, memberId)) on.set(`${r.grp}:${r.channel}`, r.on);
    return (group: NoticeGroup, channel: NoticeChannel) => on.get(`${group}:${channel}`) ?? true;
  }

  async function queue(
    tx: Tx,
    e: { id: number | null; name: string },
    n: OutgoingNotice,
    channel: 'sms' | 'wechat',
    def: NoticeEventDef,
  ) {
    const now = new Date();
    const due = noticeDue(now, def.urgent, config.quiet);
    const id = await repo.insertSend(tx, {
      eventId: e.id,
      memberId: n.to,
      channel,
      event: e.name,
      grp: def.group,
      urgent: def.urgent,
      title: n.title,
      text: n.short ?? n.conts,
      link: n.link ?? '',
      state: due > now ? 'deferred' : 'queued',
      dueAt: due,
    });
    if (id !== undefined)
      await jobs.enqueue(tx, { name: SEND_JOB, payload: { send: id }, runAt: due, key: `notice:${id}` });
  }

  /** The member's switches with the defaults filled in, and the channels' state. */
  async function settings(memberId: number): Promise<NoticeSettings> {
    const on = await switches(db, memberId);
    const mobile = (await repo.mobileOf(db, memberId)) ?? '';
    const hm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return {
      groups: noticeGroups.map((group) => ({
        group,
        inapp: on(group, 'inapp'),
        sms: on(group, 'sms'),
        wechat: on(group, 'wechat'),
      })),
      mobile: maskMobile(mobile),
      wechatAvailable: Boolean(wechat && config.wechatMp),
      wechatBound: (await repo.openidOf(db, memberId)) !== undefined,
      quietFrom: config.quiet ? hm(config.quiet.from) : '',
      quietTo: config.quiet ? hm(config.quiet.to) : '',
      smsPerDay: config.smsPerDay,
    };
  }

  /** The scene of a binding QR code: the member and an expiry, signed (WeChat allows 64 characters). */
  const sceneSig = (memberId: number, exp: string) =>
    keyedHash(deps.secret, `wechat-bind:${memberId}:${exp}`).slice(0, 22);
  function sceneFor(memberId: number) {
    const exp = Math.floor(Date.now() / 1000 + QR_SECONDS).toString(36);
    return `b${memberId}.${exp}.${sceneSig(memberId, exp)}`;
  }
  function memberOfScene(scene: string): number | undefined {
    const m = /^b(\d{1,15})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(scene);
    if (!m) return undefined;
    const memberId = Number(m[1]);
    if (!sameHash(m[3]!, sceneSig(memberId, m[2]!))) return undefined;
    if (Number.parseInt(m[2]!, 36) * 1000 < Date.now()) return undefined;
    return memberId;
  }

  /** One SMS or WeChat notice: sent, deferred again, folded into the digest or skipped; its answer kept. */
  async function sendOne(id: number, attempt: number) {
    const plan = await db.transaction(async (tx) => {
      const s = await repo.lockSend(tx, id);
      if (!s || !['queued', 'deferred'].includes(s.state)) return undefined;
      const digest = s.event === 'digest';
      // the member may have switched the channel off while the notice waited
      const on = await switches(tx, s.memberId);
      if (!digest && !on(s.grp, s.channel)) {
        await repo.updateSend(tx, id, { state: 'skipped', answer: '会员已关闭该渠道' });
        return undefined;
      }
      if (s.channel === 'sms') {
        const mobile = await repo.mobileOf(tx, s.memberId);
        if (!mobile) {
          await repo.updateSend(tx, id, { state: 'skipped', answer: '会员没有手机号' });
          return undefined;
        }
        const today = chinaDayStart(new Date());
        if (
          !digest &&
          !s.urgent &&
          (await repo.countSince(tx, s.memberId, 'sms', today)) >= config.smsPerDay
        ) {
          await repo.updateSend(tx, id, { state: 'folded', answer: `超过每日${config.smsPerDay}条短信` });
          const date = chinaParts(new Date()).date;
          await jobs.enqueue(tx, {
            name: DIGEST_JOB,
            payload: { member: s.memberId, date },
            runAt: nextChinaMinute(new Date(), DIGEST_AT),
            key: `notice-digest:${s.memberId}:${date}`,
          });
          return undefined;
        }
        return { s, to: mobile };
      }
      const openid = await repo.openidOf(tx, s.memberId);
      const templateId = templates[s.grp];
      if (!openid || !templateId || !wechat) {
        await repo.updateSend(tx, id, {
          state: 'skipped',
          answer: !openid ? '会员未绑定微信' : '未配置该类通知的微信模板',
        });
        return undefined;
      }
      return { s, to: openid, templateId };
    });
    if (!plan) return;
    const { s } = plan;
    try {
      const answer =
        s.channel === 'sms'
          ? await sms.sendNotice(plan.to, s.event === 'digest' ? 'digest' : s.grp, {
              title: cut(s.title, 20),
              text: cut(s.text, 35),
            })
          : await wechat!.sendTemplate({
              openid: plan.to,
              templateId: plan.templateId!,
              url: `${deps.publicUrl ?? ''}${s.link || '/message'}`,
              data: { thing1: cut(s.title, 20), thing2: cut(s.text, 20), time3: chinaStamp(s.createdAt) },
            });
      counts.inc(s.channel, 'sent');
      await db.transaction((tx) =>
        repo.updateSend(tx, id, { state: 'sent', answer, attempt: true, sent: true }),
      );
    } catch (err) {
      counts.inc(s.channel, 'failed');
      const answer = err instanceof Error ? err.message : String(err);
      const last = attempt >= SEND_ATTEMPTS;
      log.warn({ send: id, channel: s.channel, attempt, answer }, 'notices: send failed');
      await db.transaction((tx) =>
        repo.updateSend(tx, id, { answer, attempt: true, ...(last ? { state: 'failed' } : {}) }),
      );
      // the runner retries with backoff; the last attempt ends here, recorded as failed
      if (!last) throw err;
    }
  }

  jobs.define<{ send: number }>({
    name: SEND_JOB,
    title: '发送短信或微信通知',
    transactional: false,
    maxAttempts: SEND_ATTEMPTS,
    backoff: { baseMs: 30_000, capMs: 3_600_000 },
    run: (p, { job }) => sendOne(p.send, job.attempt),
  });

  jobs.define<{ member: number; date: string }>({
    name: DIGEST_JOB,
    title: '发送每日短信通知汇总',
    async run(p, { tx }) {
      const n = await repo.countSince(tx, p.member, 'sms', new Date(`${p.date}T00:00:00+08:00`), 'folded');
      if (n === 0) return;
      // the digest has its own template; without one it is recorded, not sent (the notices are in-app)
      const can = sms.canNotify('digest');
      const id = await repo.insertSend(tx, {
        eventId: null,
        memberId: p.member,
        channel: 'sms',
        event: 'digest',
        grp: 'task',
        urgent: false,
        title: '通知汇总',
        text: `${p.date}还有${n}条通知未发短信，请登录会展通查看消息中心。`,
        link: '/message',
        state: can ? 'queued' : 'skipped',
        answer: can ? '' : '未配置汇总短信模板',
      });
      if (can) await jobs.enqueue(tx, { name: SEND_JOB, payload: { send: id }, key: `notice:${id}` });
    },
  });

  /**
   * For the outbox's dispatcher, in its transaction: queues the notice's SMS and WeChat message as the
   * member's switches allow, and says whether it goes to the message centre (always for urgent events).
   * Events outside the catalogue go to the message centre only.
   */
  async function route(tx: Tx, e: { id: number | null; name: string }, n: OutgoingNotice): Promise<boolean> {
    const def = (noticeEvents as Record<string, NoticeEventDef>)[e.name];
    if (!def) return true;
    const on = await switches(tx, n.to);
    if (def.sms && on(def.group, 'sms') && sms.canNotify(def.group)) await queue(tx, e, n, 'sms', def);
    if (wechat && templates[def.group] && on(def.group, 'wechat') && (await repo.openidOf(tx, n.to)))
      await queue(tx, e, n, 'wechat', def);
    return def.urgent || on(def.group, 'inapp');
  }

  return {
    /** For the outbox's dispatcher (`route` above). */
    route,

    /**
     * A notice of a change outside the deals (a verification decided, a withdrawal paid, a complaint), in
     * the change's own transaction: to the message centre as the switches say, and its SMS and WeChat
     * message queued, all committing with the change (the jobs are the outbox here).
     */
    async notify(tx: Tx, name: NoticeEventName, n: OutgoingNotice & { kind: MessageKind }) {
      if (await route(tx, { id: null, name }, n))
        await deps.messages.send(tx, n.to, { kind: n.kind, title: n.title, conts: n.conts, link: n.link });
    },

    settings,

    async saveSettings(
      memberId: number,
      groups: { group: NoticeGroup; inapp: boolean; sms: boolean; wechat: boolean }[],
    ) {
      await db.transaction((tx) =>
        repo.savePrefs(
          tx,
          memberId,
          groups.flatMap((g) => noticeChannels.map((channel) => ({ grp: g.group, channel, on: g[channel] }))),
        ),
      );
      return settings(memberId);
    },

    async wechatQr(memberId: number) {
      if (!wechat || !config.wechatMp) throw new AppError('state_conflict', '微信通知暂未开通');
      const qr = await wechat.createQr(sceneFor(memberId), QR_SECONDS).catch((err: unknown) => {
        log.warn({ err }, 'notices: WeChat QR code failed');
        throw new AppError('unavailable', '微信二维码生成失败，请稍后再试');
      });
      return { url: qr.url, expires: qr.expires };
    },

    /** The member's service-account openid (the follower bound by scanning), for WeChat Pay's JSAPI. */
    boundOpenid: (memberId: number) => repo.openidOf(db, memberId),

    async unbind(memberId: number) {
      await repo.unbindMember(db, memberId);
      return settings(memberId);
    },

    /** A callback event of the service account: a scan of a binding code binds; unfollowing unbinds. */
    async wechatEvent(f: Record<string, string>) {
      const openid = f.FromUserName ?? '';
      if (f.MsgType !== 'event' || !openid) return;
      if (f.Event === 'unsubscribe') {
        await db.transaction((tx) => repo.unbindOpenid(tx, openid));
        return;
      }
      if (f.Event !== 'subscribe' && f.Event !== 'SCAN') return;
      const key = (f.EventKey ?? '').replace(/^qrscene_/, '');
      const memberId = memberOfScene(key);
      if (memberId === undefined) return;
      await db.transaction((tx) => repo.bind(tx, memberId, openid));
      log.info({ memberId }, 'notices: WeChat service account bound');
    },

    /** The console's list of sends. */
    async list(q: z.infer<typeof noticeListBody>) {
      let memberId: number | undefined;
      if (q.member) {
        memberId = /^1\d{10}$/.test(q.member)
          ? ((await repo.memberIdByMobile(db, q.member)) ?? -1)
          : /^\d{1,15}$/.test(q.member)
            ? Number(q.member)
            : -1;
      }
      // the message centre's side of one member's notices: their in-app messages, as the member sees them
      if (q.channel === 'inapp') {
        const failed = (await repo.listSends(db, { state: 'failed', offset: 0, limit: 0 })).failed;
        if (memberId === undefined || memberId < 0)
          return { listItem: [], total: 0, page: q.page, pageSize: q.pageSize, failed };
        const mobile = maskMobile((await repo.mobileOf(db, memberId)) ?? '');
        const m = await deps.messages.list(memberId, { page: q.page, pageSize: q.pageSize });
        return {
          listItem: m.listItem.map((x) => ({
            id: x.id,
            memberId,
            mobile,
            channel: 'inapp' as const,
            event: x.kind,
            eventName: x.title,
            urgent: false,
            text: x.conts,
            state: 'sent' as const,
            attempts: 1,
            answer: x.read ? '已读' : '未读',
            due: x.created,
            sent: x.created,
            created: x.created,
          })),
          total: m.total,
          page: q.page,
          pageSize: q.pageSize,
          failed,
        };
      }
      const { rows, total, failed } = await repo.listSends(db, {
        memberId,
        channel: q.channel,
        state: q.state,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const names = noticeEvents as Record<string, NoticeEventDef>;
      return {
        listItem: rows.map(({ s, mobile }) => ({
          id: s.id,
          memberId: s.memberId,
          mobile: maskMobile(mobile),
          channel: s.channel,
          event: s.event,
          eventName: s.event === 'digest' ? '每日短信汇总' : (names[s.event]?.name ?? s.event),
          urgent: s.urgent,
          text: `${s.title}：${s.text}`,
          state: s.state,
          attempts: s.attempts,
          answer: s.answer,
          due: s.dueAt.toISOString(),
          sent: s.sentAt ? s.sentAt.toISOString() : '',
          created: s.createdAt.toISOString(),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        failed,
      };
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;

/** What a module outside the deals tells a member with (`NoticesService.notify`). */
export type Notify = NoticesService['notify'];
