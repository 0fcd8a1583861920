import http from 'node:http';

/** A minimal server-sent events client for tests: collects `event:`/`data:` pairs as they arrive. */
export function openStream(url: string, cookie: string) {
  const events: Array<{ event: string; data: string }> = [];
  const waiters: Array<() => void> = [];
  let status = 0;
  let ended = false;
  let buffer = '';
  const req = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let i = buffer.indexOf('\n\n');
      while (i >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) events.push({ event, data });
        i = buffer.indexOf('\n\n');
      }
      for (const w of waiters.splice(0)) w();
    });
    // ended by the server: a clean end, or the connection closed under it
    const onEnd = () => {
      ended = true;
      for (const w of waiters.splice(0)) w();
    };
    res.on('end', onEnd);
    res.on('close', onEnd);
  });
  req.on('error', () => {});
  return {
    events,
    get status() {
      return status;
    },
    get ended() {
      return ended;
    },
    /** Waits until `count` events have arrived (or fails after `ms`). */
    async waitFor(count: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > deadline)
          throw new Error(`only ${events.length} of ${count} events: ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return events[count - 1]!;
    },
    close: () => req.destroy(),
  };
}
