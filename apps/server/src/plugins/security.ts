import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** The security headers of every response, as helmet middleware (built once). */
function securityMiddleware(publicUrl: string | undefined) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly only (no JS eval): the 3D viewer's meshopt decoder (decision 030)
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // antd injects its CSS-in-JS style tags at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // blob:/data: — three.js's GLTFLoader fetches a GLB's embedded textures through a blob: URL
        // (ImageBitmapLoader) and a glTF's data-URI buffers: the viewer and the upload form's cover render
        connectSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl?.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  });
}

/**
 * The same headers as name/value pairs, for an answer written straight to a socket (a request that
 * never reached Fastify's reply: a client error, a timeout). They depend on no request.
 */
export function securityHeaders(publicUrl: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      out[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  securityMiddleware(publicUrl)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return out;
}

/**
 * Security headers on every response, and no cross-site writes: a state-changing call with a foreign
 * `Origin` is refused, and bodies are JSON only (no form or text/plain "simple requests").
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string | undefined) {
  // built once: @fastify/helmet would rebuild the middleware (and re-parse the CSP) on every request
  const headers = securityMiddleware(publicUrl);
  app.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  app.removeContentTypeParser('text/plain');

  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const origin = req.headers.origin;
    if (!origin) return; // not a browser: no cookie-riding to prevent
    const own = `${req.protocol}://${req.host}`;
    if (origin !== own && origin !== allowed) throw new AppError('forbidden', '跨站请求被拒绝');
  });
}
