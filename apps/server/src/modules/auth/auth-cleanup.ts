import type { JobsService } from '../jobs/jobs-service.ts';
import { deleteOldLogs } from './auth-repository.ts';

/**
 * How long login attempts, SMS code sends and ended sessions are kept: a little over the six months the
 * Cybersecurity Law asks of network logs (网络安全法 §21), as 《隐私政策》 says (210 days).
 */
export const LOG_KEEP_DAYS = 210;

/** The daily job that deletes identity logs past their keeping time (docs/domains/identity.md). */
export function defineAuthCleanup(jobs: JobsService, log: { info: (o: object, msg: string) => void }) {
  jobs.define({
    name: 'auth.cleanup',
    title: '清理过期的登录与验证码记录',
    schedule: { dailyAt: '04:40' },
    async run(_payload, { tx }) {
      const deleted = await deleteOldLogs(tx, LOG_KEEP_DAYS);
      if (Object.values(deleted).some((n) => n > 0))
        log.info({ deleted, keepDays: LOG_KEEP_DAYS }, 'auth: old logs deleted');
    },
  });
}
