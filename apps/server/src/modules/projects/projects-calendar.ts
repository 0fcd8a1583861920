import { chinaAt } from '../../lib/china-time.ts';

/** A build project's timers and dates after signing (decision 035): the jobs' names and when they fall. */

export const PROJECT_JOBS = {
  payReminder: 'projects.payReminder',
  moveIn: 'projects.moveIn',
  autoAccept: 'projects.autoAccept',
  finish: 'projects.finish',
  dateReminder: 'projects.dateReminder',
  depositReminder: 'projects.depositReminder',
} as const;

/** Days after acceptance until the project closes (reviews written, deposits back in hand). */
export const FINISH_DAYS = 15;
/** Days after the show's last day (and at least after the report) until automatic acceptance. */
export const AUTO_ACCEPT_DAYS = 3;
/** Days after teardown (撤展) of the first deposit reminder, and between reminders (decision 038). */
export const DEPOSIT_REMIND_DAYS = 30;
/** Most deposit reminders per project (about half a year after teardown). */
export const DEPOSIT_REMINDERS = 6;

const DAY = 86_400_000;

/**
 * When a report is accepted automatically: 3 whole days after the show's last day (China 00:00 of
 * edate + 4), or 3 days after the report when it came later than that.
 */
export const autoAcceptAt = (edate: string, reportedAt: Date) => {
  const show = chinaAt(edate, AUTO_ACCEPT_DAYS + 1);
  const late = new Date(reportedAt.getTime() + AUTO_ACCEPT_DAYS * DAY);
  return show > late ? show : late;
};

/** The first deposit reminder: 09:00 China time, 30 days after the teardown date. */
export const depositReminderAt = (outdate: string) => chinaAt(outdate, DEPOSIT_REMIND_DAYS, 9);
