import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { keyedHash, randomToken } from '../lib/tokens.ts';
import {
  deleteSession,
  insertSession,
  sessionMemberLookup,
  touchSession,
} from '../modules/auth/session-repository.ts';
import type { SessionMember } from '../modules/members/session-member.ts';

export const SESSION_COOKIE = 'hz_sid';
const DAY = 86_400_000;
/** `autologin` 1 keeps a session 30 days; otherwise a browser-session cookie idle-expires in 12 hours. */
export const PERSISTENT_TTL = 30 * DAY;
export const IDLE_TTL = 12 * 3_600_000;
/** The idle expiry is pushed forward at most this often, so most requests only read. */
const TOUCH_EVERY = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, looked up once per request from the session cookie. */
    member(): Promise<SessionMember | null>;
    sessionId(): Promise<string | null>;
  }
}

const cache = Symbol('session');
type Cached = { member: SessionMember | null; sessionId: string | null };

export interface Sessions {
  /** Starts a new session (a fresh id: the old one, if any, is ended) and sets the cookie. */
  start(req: FastifyRequest, reply: FastifyReply, memberId: number, persistent: boolean): Promise<void>;
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function registerSessions(
  app: FastifyInstance,
  db: Db,
  opts: { secret: string; publicUrl: string | undefined },
): Sessions {
  const { secret } = opts;
  const siteIsHttps = Boolean(opts.publicUrl?.startsWith('https:'));
  const idOf = (token: string) => keyedHash(secret, `session:${token}`);
  const findSessionMember = sessionMemberLookup(db);

  async function load(req: FastifyRequest): Promise<Cached> {
    const held = (req as unknown as Record<symbol, Cached | undefined>)[cache];
    if (held) return held;
    const token = req.cookies[SESSION_COOKIE];
    let result: Cached = { member: null, sessionId: null };
    if (token && token.length <= 64) {
      const id = idOf(token);
      const found = await findSessionMember(id);
      if (found) {
        // a company's staff member acts for the company's account (decision 056; route.ts checks roles)
        const { staff, company: account } = found;
        const member =
          staff && account
            ? { ...account, actor: { ...staff, id: found.member.id, person: found.member } }
            : found.member;
        result = { member, sessionId: id };
        if (!found.session.persistent && Date.now() - found.session.lastSeenAt.getTime() > TOUCH_EVERY) {
          await touchSession(db, id, new Date(Date.now() + IDLE_TTL));
        }
      }
    }
    (req as unknown as Record<symbol, Cached>)[cache] = result;
    return result;
  }

  app.decorateRequest('member', async function (this: FastifyRequest) {
    return (await load(this)).member;
  });
  app.decorateRequest('sessionId', async function (this: FastifyRequest) {
    return (await load(this)).sessionId;
  });

  const cookieOptions = (req: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // behind a TLS-terminating proxy the request may look like http: the public address decides too
    secure: siteIsHttps || req.protocol === 'https',
  });

  return {
    async start(req, reply, memberId, persistent) {
      const old = req.cookies[SESSION_COOKIE];
      if (old && old.length <= 64) await deleteSession(db, idOf(old));
      const token = randomToken();
      const ttl = persistent ? PERSISTENT_TTL : IDLE_TTL;
      await insertSession(db, {
        id: idOf(token),
        memberId,
        persistent,
        expiresAt: new Date(Date.now() + ttl),
        ip: req.ip,
        userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
      });
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(req),
        ...(persistent ? { maxAge: ttl / 1000 } : {}),
      });
      (req as unknown as Record<symbol, Cached | undefined>)[cache] = undefined;
    },
    async end(req, reply) {
      const token = req.cookies[SESSION_COOKIE];
      if (token && token.length <= 64) await deleteSession(db, idOf(token));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
      (req as unknown as Record<symbol, Cached>)[cache] = { member: null, sessionId: null };
    },
  };
}
