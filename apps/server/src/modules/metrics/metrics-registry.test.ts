import { describe, expect, it } from 'vitest';
import { createRegistry, mergeSnapshots, renderText } from './metrics-registry.ts';

describe('the metrics registry', () => {
  it('renders counters, histograms and gauges in the Prometheus text format', async () => {
    const r = createRegistry();
    const c = r.counter('hz_requests_total', 'Requests.');
    const h = r.histogram('hz_time_seconds', 'Time.', [0.1, 1]);
    r.gauge('hz_open', 'Open "now".', () => [{ labels: { kind: 'a\nb"c' }, value: 3 }]);
    c.inc({ call: '/api/x', status: '200' });
    c.inc({ status: '200', call: '/api/x' }, 2);
    h.observe({ call: '/api/x' }, 0.05);
    h.observe({ call: '/api/x' }, 0.5);
    h.observe({ call: '/api/x' }, 5);
    expect(renderText(await r.snapshot())).toBe(
      [
        '# HELP hz_requests_total Requests.',
        '# TYPE hz_requests_total counter',
        'hz_requests_total{call="/api/x",status="200"} 3',
        '# HELP hz_time_seconds Time.',
        '# TYPE hz_time_seconds histogram',
        'hz_time_seconds_bucket{call="/api/x",le="0.1"} 1',
        'hz_time_seconds_bucket{call="/api/x",le="1"} 2',
        'hz_time_seconds_bucket{call="/api/x",le="+Inf"} 3',
        'hz_time_seconds_sum{call="/api/x"} 5.55',
        'hz_time_seconds_count{call="/api/x"} 3',
        '# HELP hz_open Open "now".',
        '# TYPE hz_open gauge',
        'hz_open{kind="a\\nb\\"c"} 3',
        '',
      ].join('\n'),
    );
  });

  it('adds up the processes of a cluster; a gauge read from the database is taken once', async () => {
    const make = (n: number) => {
      const r = createRegistry();
      r.counter('hz_c', 'c').inc({}, n);
      r.histogram('hz_h', 'h', [1]).observe({}, n);
      r.gauge('hz_streams', 's', () => [{ labels: {}, value: n }]);
      r.gauge('hz_jobs', 'j', () => [{ labels: { state: 'queued' }, value: 7 }], { merge: 'same' });
      return r.snapshot();
    };
    const text = renderText(mergeSnapshots([await make(1), await make(2)]));
    expect(text).toContain('hz_c 3\n');
    expect(text).toContain('hz_h_bucket{le="1"} 1\n');
    expect(text).toContain('hz_h_count 2\n');
    expect(text).toContain('hz_h_sum 3\n');
    expect(text).toContain('hz_streams 3\n');
    expect(text).toContain('hz_jobs{state="queued"} 7\n');
  });
});
