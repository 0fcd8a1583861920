import { createHash } from 'node:crypto';
import type { PlanDate } from '@hz/contract/shows';

/**
 * A show plan's dates as an iCalendar document (RFC 5545): one all-day event per date, with a reminder the
 * day before (and a week before a 报馆 deadline); UIDs stable per show, deal and kind of date, so a changed
 * date moves the subscriber's event instead of adding one. Lines end in CRLF and are folded at 75 octets
 * without splitting a character.
 */

export interface IcalShow {
  /** `e<id>` for an exhibition, `s<name>` for a free-text show: part of each UID. */
  key: string;
  name: string;
  timeline: PlanDate[];
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
const text = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 sequence. */
export function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (bytes + n > limit) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const ymd = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const stamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const uid = (...parts: string[]) =>
  `${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}@huizhan`;

function alarm(trigger: string, what: string) {
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(what)}`, `TRIGGER:${trigger}`, 'END:VALARM'];
}

export function icalOf(o: {
  name: string;
  member: number;
  shows: IcalShow[];
  baseUrl: string;
  now?: Date;
}): string {
  const now = stamp(o.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//huizhan//show-plan//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(o.name)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  for (const show of o.shows)
    for (const d of show.timeline) {
      const [what] = d.label.split(' · ');
      const summary = `${d.label}（${show.name}）`;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid(String(o.member), show.key, d.kind, d.link, what ?? d.label)}`,
        `DTSTAMP:${now}`,
        `DTSTART;VALUE=DATE:${ymd(d.date)}`,
        `DTEND;VALUE=DATE:${ymd(nextDay(d.date))}`,
        `SUMMARY:${text(summary)}`,
        'TRANSP:TRANSPARENT',
        ...(d.link
          ? [`URL:${o.baseUrl}${d.link}`, `DESCRIPTION:${text(`${summary}\n${o.baseUrl}${d.link}`)}`]
          : []),
        ...(d.kind === 'show' ? [] : alarm('-P1D', `明天：${summary}`)),
        ...(what === '报馆截止' ? alarm('-P7D', `7天后：${summary}`) : []),
        'END:VEVENT',
      );
    }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
