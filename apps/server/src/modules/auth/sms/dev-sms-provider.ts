import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Development only: logs the code, and the API returns it as `data.devCode`; logs notices. Refused in
 * production.
 */
export function createDevSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'dev',
    returnsCode: true,
    async send(mobile, code, type) {
      log.info({ mobile, type, code }, 'dev SMS code');
    },
    // notices are recorded in `notice_sends` (the console shows them) and logged, not sent
    canNotify: () => true,
    async sendNotice(mobile, group, params) {
      log.info({ mobile, group, ...params }, 'dev SMS notice');
      return 'dev';
    },
  };
}
