/** Business time is China time (DESIGN §4), whatever the machine's time zone. */
const fmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function chinaParts(d: Date): { date: string; time: string } {
  const p = Object.fromEntries(fmt.formatToParts(d).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** The instant the China calendar day containing `d` began. */
export function chinaDayStart(d: Date): Date {
  return new Date(`${chinaParts(d).date}T00:00:00+08:00`);
}
