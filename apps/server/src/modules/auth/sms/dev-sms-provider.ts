import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

/** Development only: logs the code, and the API returns it as `data.devCode`. Refused in production. */
export function createDevSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'dev',
    returnsCode: true,
    async send(mobile, code, type) {
      log.info({ mobile, type, code }, 'dev SMS code');
    },
  };
}
