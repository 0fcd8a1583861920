/**
 * The contract PDF (issue 14 point 4; decision 034): how long `renderContractPdf` takes for a quotation of
 * 200 lines (four categories of 50, the most a category takes) plus fees and the default plan, in this
 * process, after one warm-up (the font is read once per process). Prints p50, p95 and max over the runs
 * and the PDF's size. Run by `npm run bench` at its end, or alone:
 * `npx tsx apps/server/bench/contract-pdf.ts [--runs=20]`.
 */
import { pathToFileURL } from 'node:url';
import { defaultPlan } from '@hz/contract/projects';
import type { QuoteContent, QuoteLine } from '../src/db/schema/projects.ts';
import { renderContractPdf } from '../src/modules/projects/projects-contract-pdf.ts';
import { stageAmounts } from '../src/modules/projects/projects-stages.ts';
import { numberArg } from './cli.ts';

function quote200(): { content: QuoteContent; total: number } {
  const lines: Record<string, QuoteLine[]> = {};
  const totals: Record<string, number> = {};
  for (const cat of ['dimian', 'beiban', 'zhanshi', 'rengong']) {
    lines[cat] = Array.from({ length: 50 }, (_, i) => ({
      name: `第${i + 1}项 木结构烤漆背板`,
      spec: '4m高，含灯箱与LOGO，防火板基层',
      unit: '㎡',
      qtyH: 1250 + i,
      price: 26_000,
      amount: Math.round(((1250 + i) * 26_000) / 100),
    }));
    totals[cat] = lines[cat].reduce((s, l) => s + l.amount, 0);
  }
  const total = Object.values(totals).reduce((s, n) => s + n, 0) + 216_000;
  return {
    total,
    content: {
      lines,
      totals,
      fees: [
        { kind: '特装管理费', amount: 216_000, payer: 'factory', note: '' },
        { kind: '施工押金', amount: 1_000_000, payer: 'client', note: '撤展后30天内退还' },
      ],
      factoryFees: 216_000,
      clientFees: 1_000_000,
      exclusions: '不含电箱费和展具租赁',
      validity: '2027-01-10',
      days: 5,
      conts: '',
    } satisfies QuoteContent,
  };
}

export async function benchContractPdf(runs: number) {
  const { content: quote, total } = quote200();
  const plan = defaultPlan(30);
  const input = {
    n: 1,
    orders: 'P2026112712345678',
    title: '新能源汽车展 18×12 双层特装展台搭建',
    showname: '2027 深圳国际新能源汽车展览会',
    hall: '9号馆',
    booth: '9B08',
    place: '广东省深圳市宝安区福海街道展城路1号',
    length: 18,
    width: 12,
    height: 7.5,
    areas: 216,
    layer: 2,
    opens: 3,
    sdate: '2027-01-20',
    edate: '2027-01-23',
    indate: '2027-01-17',
    bgdate: '2027-01-05',
    outdate: '2027-01-24',
    client: { name: '深圳某新能源汽车有限公司', mobile: '13912345678' },
    factory: { name: '苏州某展览工程有限公司', mobile: '13812345678' },
    quote,
    price: total,
    plan,
    amounts: stageAmounts(total, plan),
    terms: '',
    date: '2026-11-27',
  };
  const first = performance.now();
  const warm = await renderContractPdf(input);
  const firstMs = performance.now() - first;
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await renderContractPdf(input);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!;
  const r = {
    lines: 200,
    runs,
    firstMs: Math.round(firstMs),
    p50: Math.round(at(50)),
    p95: Math.round(at(95)),
    max: Math.round(ms[ms.length - 1]!),
    kb: Math.round(warm.length / 1024),
  };
  console.log(
    `contract PDF, ${r.lines} lines: first ${r.firstMs} ms (font read), then p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms over ${r.runs} runs; ${r.kb} KB`,
  );
  return r;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchContractPdf(numberArg('runs', 20));
