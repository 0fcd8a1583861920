import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  type PaymentPlan,
  quoteCategories,
  quoteCategoryNames,
  type stageReleaseOns,
} from '@hz/contract/projects';
import type { QuoteContent } from '../../db/schema/projects.ts';
import { moneyText, yuanText } from '../../lib/money.ts';

/**
 * The generated contract PDF of a build project (decision 034): the project, the winning quotation (lines
 * by category with subtotals, venue fees and who pays them, exclusions, validity, build days), the payment
 * plan with its amounts and the standard terms, in Chinese with a CJK font embedded as a subset (only the
 * glyphs used: ~10–30 KB per contract).
 *
 * The font: Noto Sans SC Regular (SIL OFL) from the npm package `@expo-google-fonts/noto-sans-sc`, so that
 * a fresh machine needs no system fonts; if that package is missing, the system's Noto CJK
 * (`fonts-noto-cjk`). A TrueType (glyf) font, which fontkit subsets reliably.
 */

const SYSTEM_FONTS = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf', family: undefined },
];

let fontCache: { data: Buffer; family?: string } | null = null;

/** The CJK font's bytes (read once per process). */
/** pdfkit, loaded on the first PDF rather than at start-up (issue 34 point 5). */
export async function pdfkit() {
  return (await import('pdfkit')).default;
}

export function contractFont(): { data: Buffer; family?: string } {
  if (fontCache) return fontCache;
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
    fontCache = { data: fs.readFileSync(file) };
  } catch {
    const found = SYSTEM_FONTS.find((f) => fs.existsSync(f.path));
    if (!found)
      throw new Error(
        'contract PDF: no CJK font (install the npm dependencies, or fonts-noto-cjk on the system)',
      );
    fontCache = { data: fs.readFileSync(found.path), family: found.family };
  }
  return fontCache;
}

export interface ContractPdfInput {
  n: number;
  orders: string;
  title: string;
  showname: string;
  hall: string;
  booth: string;
  place: string;
  /** Metres. */
  length: number;
  width: number;
  height: number;
  areas: number;
  layer: number;
  opens: number;
  sdate: string;
  edate: string;
  indate: string;
  bgdate: string;
  outdate: string;
  client: { name: string; mobile: string };
  factory: { name: string; mobile: string };
  quote: QuoteContent;
  /** The awarded price, fen. */
  price: number;
  plan: PaymentPlan;
  /** Each stage's amount, fen. */
  amounts: number[];
  terms: string;
  /** China date of the version. */
  date: string;
}

const releaseWords: Record<(typeof stageReleaseOns)[number], string> = {
  drawings: '客户确认施工图后支付给乙方',
  movein: '进场搭建开始时支付给乙方',
  accept: '完工报告验收通过后支付给乙方',
};
const holdWords = { sign: '双方签署本合同时由甲方托管', movein: '进场日前由甲方托管' } as const;

/** The standard terms every generated contract carries (numbered after the plan). */
export const STANDARD_TERMS = [
  '乙方按本合同所附报价明细、效果图与施工图搭建展台，材料、工艺与尺寸以报价明细为准；报价明细未列明的项目不在本合同价款之内。',
  '乙方应在报馆截止日期前向主办方或场馆完成报馆，并在进场日期按时进场；因乙方原因未按时报馆或进场所产生的逾期费用由乙方承担。',
  '由甲方支付的场馆或主办方费用（见“场馆及主办方费用”）由甲方直接向场馆或主办方支付，不计入本合同价款；施工押金、清洁押金的退还以场馆规定为准。',
  '合同价款按付款计划经会展通平台托管：每一阶段款项在约定条件达成时支付给乙方，平台按规则收取服务费；托管期间任何一方不得要求对方在平台外付款。',
  '乙方应遵守场馆的施工安全与消防规定，对其人员、材料与施工安全负责；展台结构须经场馆审核通过后方可施工。',
  '展会结束后乙方提交完工报告（含现场照片），甲方应在展会结束后3日内验收或提出异议；逾期未处理视为验收通过。',
  '任何一方对履约有争议的，可在会展通平台发起投诉，由平台依据合同、报价、沟通记录与完工报告居中处理；处理期间相关款项暂停支付。',
  '本合同的修改须由一方在平台提出、另一方确认后重新签署；双方以平台短信验证码签署，签署时间与IP地址由平台记录，与手写签名具有同等效力。',
];

/** Renders the contract; resolves with the PDF's bytes. */
export async function renderContractPdf(c: ContractPdfInput): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  const font = contractFont();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `展台搭建合同 ${c.orders} 第${c.n}版`, Author: '会展通', Subject: c.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.data, font.family);
  doc.font('cjk');

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const h1 = (s: string) => doc.moveDown(0.6).fontSize(12).fillColor('#000').text(s, left).moveDown(0.2);
  const p = (s: string) => doc.fontSize(9.5).fillColor('#222').text(s, left, undefined, { width });
  /** A row of cells at fixed column positions (fractions of the width). */
  const row = (cells: string[], cols: number[], size = 8.5, color = '#222') => {
    const y = doc.y;
    if (y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, i) => {
      const x = left + width * cols[i]!;
      const w = width * ((cols[i + 1] ?? 1) - cols[i]!) - 4;
      doc.fontSize(size).fillColor(color).text(cell, x, top, { width: w });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 2;
  };

  doc.fontSize(18).text('展台搭建合同', { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(9)
    .fillColor('#555')
    .text(`合同编号 ${c.orders}-V${c.n}　　版本日期 ${c.date}`, { align: 'center' });

  h1('一、合同双方');
  p(`甲方（客户）：${c.client.name}　联系电话：${c.client.mobile}`);
  p(`乙方（搭建工厂）：${c.factory.name}　联系电话：${c.factory.mobile}`);

  h1('二、项目');
  p(`项目名称：${c.title}`);
  p(`展会：${c.showname}　展馆：${c.hall || '—'}　展位号：${c.booth || '—'}`);
  p(`地点：${c.place}`);
  p(
    `展台：${c.length} × ${c.width} 米，高 ${c.height} 米，面积 ${c.areas} ㎡，${c.layer === 2 ? '双层' : '单层'}，${c.opens}面开口`,
  );
  p(
    `日期：报馆截止 ${c.bgdate}，进场 ${c.indate}，展期 ${c.sdate} 至 ${c.edate}，撤展 ${c.outdate}；搭建工期 ${c.quote.days} 天`,
  );

  h1('三、报价明细（单位：元）');
  const cols = [0, 0.28, 0.52, 0.62, 0.74, 0.86];
  row(['项目', '规格', '单位', '数量', '单价', '金额'], cols, 8.5, '#000');
  for (const cat of quoteCategories) {
    const lines = c.quote.lines[cat] ?? [];
    if (lines.length === 0) continue;
    doc.fontSize(9).fillColor('#000').text(`${quoteCategoryNames[cat]}`, left);
    for (const l of lines)
      row([l.name, l.spec, l.unit, String(l.qtyH / 100), yuanText(l.price), yuanText(l.amount)], cols);
    row(
      [`${quoteCategoryNames[cat]}小计`, '', '', '', '', yuanText(c.quote.totals[cat] ?? 0)],
      cols,
      8.5,
      '#000',
    );
  }
  if (c.quote.fees.length) {
    doc.moveDown(0.3).fontSize(9).fillColor('#000').text('场馆及主办方费用', left);
    for (const f of c.quote.fees)
      row(
        [
          f.kind,
          f.payer === 'factory' ? '乙方支付，含在合同价款内' : '甲方直接支付，不含在合同价款内',
          '',
          '',
          '',
          yuanText(f.amount),
        ],
        [0, 0.28, 0.8, 0.81, 0.82, 0.86],
      );
  }
  doc.moveDown(0.3);
  p(`合同价款合计：${moneyText(c.price)}（含乙方支付的场馆费用 ${moneyText(c.quote.factoryFees)}）`);
  if (c.quote.clientFees > 0) p(`另由甲方直接支付场馆及主办方费用：${moneyText(c.quote.clientFees)}`);
  p(`不含项目：${c.quote.exclusions || '无'}`);
  p(`报价有效期至：${c.quote.validity}`);
  if (c.quote.conts) p(`报价说明：${c.quote.conts}`);

  h1('四、付款计划（经平台托管）');
  const pcols = [0, 0.16, 0.26, 0.42, 0.66];
  row(['阶段', '比例', '金额（元）', '托管时间', '支付条件'], pcols, 8.5, '#000');
  for (const [i, st] of c.plan.entries())
    row(
      [
        st.name,
        `${st.percent}%`,
        yuanText(c.amounts[i] ?? 0),
        holdWords[st.holdAt],
        releaseWords[st.releaseOn],
      ],
      pcols,
    );

  h1('五、标准条款');
  for (const [i, t] of STANDARD_TERMS.entries()) p(`${i + 1}. ${t}`);
  if (c.terms.trim()) {
    h1('六、补充条款');
    p(c.terms);
  }

  h1('签署');
  p('本合同由甲乙双方在会展通平台以各自绑定手机的短信验证码签署，签署时间与IP地址记录于平台；');
  p('本版本的 SHA-256 校验码显示于平台的签署页面，双方签署的是同一校验码的文件。');
  doc.end();
  return done;
}
