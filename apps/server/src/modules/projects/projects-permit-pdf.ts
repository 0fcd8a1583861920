import { maskIdNumber, permitPartyNames } from '@hz/contract/permits';
import { contractFont, pdfkit } from './projects-contract-pdf.ts';

/** What the cover lists: the project, each item with its files (their names in the zip) or 缺, the crew. */
export interface PermitCoverInput {
  orders: string;
  title: string;
  showname: string;
  hall: string;
  booth: string;
  /** 报馆截止, 进场, 展期, 撤展. */
  dates: string;
  client: string;
  factory: string;
  items: Array<{
    title: string;
    party: 'client' | 'factory';
    files: Array<{ entry: string; size: number }>;
    crew?: number;
  }>;
  crew: Array<{ name: string; idno: string }>;
  complete: boolean;
  missing: string[];
  /** China date and time the cover was made. */
  at: string;
}

const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * The package's cover (issue 31 point 3): in Chinese with the contract's CJK font embedded as a subset
 * (decision 034's `contractFont`: Noto Sans SC from npm, no system font needed). ID numbers are masked
 * but for their last four digits.
 */
export async function renderPermitCover(c: PermitCoverInput): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  const font = contractFont();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `报馆材料 ${c.orders}`, Author: '会展通', Subject: c.title },
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
  const p = (s: string, color = '#222') =>
    doc.fontSize(9.5).fillColor(color).text(s, left, undefined, { width });

  doc.fontSize(18).text('报馆材料', { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(9)
    .fillColor('#555')
    .text(`项目编号 ${c.orders}　　生成于 ${c.at}`, { align: 'center' });

  h1('一、项目');
  p(`项目名称：${c.title}`);
  p(`展会：${c.showname}　展馆：${c.hall || '—'}　展位号：${c.booth || '—'}`);
  p(c.dates);
  p(`客户：${c.client}　搭建工厂：${c.factory || '—'}`);

  h1(c.complete ? '二、材料清单（已齐全）' : `二、材料清单（缺少 ${c.missing.length} 项）`);
  for (const [i, item] of c.items.entries()) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const state =
      item.crew !== undefined
        ? item.crew > 0
          ? `${item.crew} 人`
          : '缺'
        : item.files.length > 0
          ? `${item.files.length} 份`
          : '缺';
    doc
      .fontSize(10)
      .fillColor(state === '缺' ? '#b42318' : '#000')
      .text(`${i + 1}. ${item.title}（${permitPartyNames[item.party]}提供）：${state}`, left, undefined, {
        width,
      });
    for (const f of item.files) p(`　　${f.entry}　${sizeText(f.size)}`, '#444');
  }

  if (c.crew.length) {
    h1('三、施工人员名单（身份证号仅显示后四位）');
    for (const [i, m] of c.crew.entries()) p(`${i + 1}. ${m.name}　${maskIdNumber(m.idno)}`);
  }
  doc.moveDown(1);
  p('本封面由会展通根据项目双方上传的材料生成，文件位于压缩包内同名目录。', '#666');
  doc.end();
  return done;
}
