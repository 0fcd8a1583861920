import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Pictures for the demo listings (seed-content.ts), drawn at seed time as SVG and rendered by sharp:
 * covers (a gradient, a skyline of halls, the short title), hall views, floor plans, built booths and
 * meeting rooms. Deterministic per key. Chinese text is drawn only when the machine has a CJK font
 * (else it would show as empty boxes); the pictures stay readable without it.
 */

const CJK_FONT =
  /cjk|wqy|wenquanyi|droidsansfallback|pingfang|msyh|simhei|simsun|sourcehan|notosanssc|notoserifsc/i;
let cjk: boolean | undefined;

/** Whether a Chinese font is installed where fontconfig (which sharp's text rendering uses) looks. */
export function hasCjkFont(): boolean {
  if (cjk !== undefined) return cjk;
  const dirs = [
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    path.join(os.homedir(), '.fonts'),
    path.join(os.homedir(), '.local/share/fonts'),
    '/System/Library/Fonts',
    '/Library/Fonts',
    'C:\\Windows\\Fonts',
  ];
  const seen = (dir: string, depth: number): boolean => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    return entries.some((e) =>
      e.isDirectory() ? depth < 4 && seen(path.join(dir, e.name), depth + 1) : CJK_FONT.test(e.name),
    );
  };
  cjk = dirs.some((d) => seen(d, 0));
  return cjk;
}

const FONT =
  "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','WenQuanYi Micro Hei','PingFang SC','Microsoft YaHei',sans-serif";

const esc = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** mulberry32 seeded by the key: the same picture for the same key. */
function prng(key: string) {
  let a = 0;
  for (const ch of key) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Two colours that go together, picked by a hue. */
export interface Palette {
  hue: number;
}
const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360},${s}%,${l}%)`;

function text(
  x: number,
  y: number,
  size: number,
  body: string,
  o: { fill?: string; weight?: number; anchor?: string; spacing?: number } = {},
) {
  const latinOnly = /^[\x20-\x7e]*$/.test(body);
  if (!latinOnly && !hasCjkFont()) return '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? '#fff'}" text-anchor="${o.anchor ?? 'start'}" letter-spacing="${o.spacing ?? 0}">${esc(body)}</text>`;
}

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

/**
 * A cover (JPEG, 1200×675): gradient, a skyline of exhibition halls, the short title and place, centred
 * (pages crop covers to other shapes from both sides).
 */
export function coverImage(key: string, p: Palette, o: { title: string; line: string; tag: string }) {
  const r = prng(key);
  const w = 1200;
  const h = 675;
  let deco = '';
  for (let i = 0; i < 6; i++) {
    deco += `<circle cx="${Math.floor(r() * w)}" cy="${Math.floor(r() * h * 0.7)}" r="${60 + Math.floor(r() * 220)}" fill="#fff" fill-opacity="${(0.04 + r() * 0.08).toFixed(2)}"/>`;
  }
  let x = 0;
  let skyline = '';
  while (x < w) {
    const bw = 70 + Math.floor(r() * 160);
    const bh = 70 + Math.floor(r() * 150);
    skyline += `<rect x="${x}" y="${h - bh}" width="${bw - 6}" height="${bh}" fill="${hsl(p.hue + 200, 30, 12)}" fill-opacity="0.55"/>`;
    if (r() < 0.5)
      skyline += `<path d="M${x} ${h - bh} Q ${x + bw / 2} ${h - bh - 40} ${x + bw - 6} ${h - bh}" fill="${hsl(p.hue + 200, 30, 12)}" fill-opacity="0.55"/>`;
    x += bw;
  }
  const body = `
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(p.hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(p.hue + 40, 75, 22)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${deco}${skyline}
    <rect x="${w / 2 - 40}" y="212" width="80" height="6" rx="3" fill="${hsl(p.hue + 180, 85, 62)}"/>
    ${text(w / 2, 190, 30, o.tag, { spacing: 8, fill: '#ffffffcc', weight: 700, anchor: 'middle' })}
    ${text(w / 2, 320, 92, o.title, { weight: 700, anchor: 'middle' })}
    ${text(w / 2, 390, 36, o.line, { fill: '#ffffffdd', anchor: 'middle' })}`;
  return sharp(svg(w, h, body))
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A view of a hall (JPEG, 1200×800): rows of booths in perspective under a truss ceiling. */
export function hallImage(key: string, p: Palette, o: { title: string }) {
  const r = prng(key);
  const w = 1200;
  const h = 800;
  const horizon = 300;
  let booths = '';
  // back rows first, so that nearer booths cover them
  for (let row = 0; row < 4; row++) {
    const scale = 0.3 + row * row * 0.12;
    const y = horizon + 40 + row * row * 38 + row * 30;
    const bw = 260 * scale;
    const bh = 170 * scale;
    for (let x = -bw * r(); x < w; x += bw + 90 * scale) {
      const hue = p.hue + Math.floor(r() * 120) - 60;
      booths += `<rect x="${x.toFixed(0)}" y="${(y - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${hsl(hue, 55, 55 + row * 3)}"/>
        <rect x="${x.toFixed(0)}" y="${(y - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${(bh * 0.22).toFixed(0)}" fill="${hsl(hue, 70, 25)}"/>
        <rect x="${(x + bw * 0.1).toFixed(0)}" y="${(y - bh * 0.45).toFixed(0)}" width="${(bw * 0.35).toFixed(0)}" height="${(bh * 0.3).toFixed(0)}" fill="#fff" fill-opacity="0.75"/>`;
    }
  }
  let truss = '';
  for (let x = 0; x < w; x += 80)
    truss += `<line x1="${x}" y1="0" x2="${w / 2 + (x - w / 2) * 0.4}" y2="${horizon - 120}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`;
  const body = `
    <defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(p.hue + 200, 25, 18)}"/><stop offset="1" stop-color="${hsl(p.hue + 200, 20, 45)}"/>
    </linearGradient><linearGradient id="f" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#cfd4da"/><stop offset="1" stop-color="#8a9099"/>
    </linearGradient></defs>
    <rect width="${w}" height="${horizon}" fill="url(#c)"/>${truss}
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#f)"/>${booths}
    <rect x="0" y="${h - 90}" width="${w}" height="90" fill="#000" fill-opacity="0.35"/>
    ${text(40, h - 32, 40, o.title, { weight: 700 })}`;
  return sharp(svg(w, h, body))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A floor plan (PNG, 1000×700): halls of numbered booths, aisles and the entrance. */
export function floorPlanImage(key: string, p: Palette, o: { hall: string }) {
  const r = prng(key);
  const w = 1000;
  const h = 700;
  let cells = '';
  const letters = 'ABCDEFGH';
  for (let band = 0; band < 4; band++) {
    const y0 = 110 + band * 140;
    for (let row = 0; row < 2; row++) {
      let x = 60;
      let n = 1;
      while (x < w - 120) {
        const size = r() < 0.15 ? 3 : r() < 0.35 ? 2 : 1;
        const cw = 46 * size;
        const taken = r() < 0.7;
        const hue = p.hue + (size - 1) * 40;
        cells += `<rect x="${x}" y="${y0 + row * 52}" width="${cw - 4}" height="48" fill="${taken ? hsl(hue, 60, 80) : '#ffffff'}" stroke="${hsl(p.hue, 40, 40)}" stroke-width="1.5"/>`;
        cells += text(
          x + (cw - 4) / 2,
          y0 + row * 52 + 30,
          13,
          `${letters[band * 2 + row]}${String(n).padStart(2, '0')}`,
          {
            fill: '#334',
            anchor: 'middle',
          },
        );
        x += cw;
        n += 1;
        if (r() < 0.1) x += 40; // a cross aisle
      }
    }
  }
  const body = `
    <rect width="${w}" height="${h}" fill="#f7f8fa"/>
    <rect x="30" y="80" width="${w - 60}" height="${h - 110}" fill="none" stroke="${hsl(p.hue, 40, 35)}" stroke-width="4"/>
    ${text(40, 55, 30, `${o.hall} 展位图`, { fill: hsl(p.hue, 50, 25), weight: 700 })}
    ${text(w - 40, 55, 16, 'FLOOR PLAN', { fill: hsl(p.hue, 30, 45), anchor: 'end', spacing: 4 })}
    ${cells}
    <rect x="${w / 2 - 60}" y="${h - 36}" width="120" height="12" fill="${hsl(p.hue + 180, 70, 45)}"/>
    ${text(w / 2, h - 44, 16, hasCjkFont() ? '入口' : 'ENTRANCE', { fill: '#334', anchor: 'middle' })}`;
  return sharp(svg(w, h, body))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** A built booth (JPEG, 1200×800): platform, back and side walls, header, light boxes, counter. */
export function boothImage(key: string, p: Palette, o: { brand: string; sides: number }) {
  const r = prng(key);
  const w = 1200;
  const h = 800;
  const wall = hsl(p.hue, 35, 92);
  const accent = hsl(p.hue, 75, 45);
  const dark = hsl(p.hue, 40, 18);
  const sideWalls =
    o.sides >= 4
      ? ''
      : `<polygon points="230,170 330,250 330,600 230,660" fill="${hsl(p.hue, 25, 82)}"/>` +
        (o.sides <= 2
          ? `<polygon points="970,170 870,250 870,600 970,660" fill="${hsl(p.hue, 25, 80)}"/>`
          : '');
  let boxes = '';
  for (let i = 0; i < 3; i++) {
    const x = 380 + i * 150 + Math.floor(r() * 20);
    boxes += `<rect x="${x}" y="320" width="110" height="150" rx="6" fill="${hsl(p.hue + 20 * i, 60, 70)}"/><rect x="${x + 10}" y="330" width="90" height="130" fill="#fff" fill-opacity="0.55"/>`;
  }
  const body = `
    <defs><radialGradient id="s" cx="0.5" cy="0.25" r="0.8">
      <stop offset="0" stop-color="#3b4150"/><stop offset="1" stop-color="#11141b"/>
    </radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#s)"/>
    <polygon points="150,660 1050,660 1150,760 50,760" fill="${hsl(p.hue, 15, 70)}"/>
    <polygon points="150,650 1050,650 1050,670 150,670" fill="${dark}"/>
    <rect x="330" y="250" width="540" height="350" fill="${wall}"/>
    ${sideWalls}
    <rect x="300" y="150" width="600" height="90" fill="${dark}"/>
    <rect x="300" y="236" width="600" height="8" fill="${accent}"/>
    ${text(600, 210, 50, o.brand, { anchor: 'middle', weight: 700 })}
    ${boxes}
    <rect x="470" y="520" width="260" height="120" rx="8" fill="${accent}"/>
    <rect x="470" y="520" width="260" height="18" fill="#fff" fill-opacity="0.5"/>
    <ellipse cx="600" cy="120" rx="260" ry="14" fill="#fff" fill-opacity="0.18"/>`;
  return sharp(svg(w, h, body))
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A meeting room (JPEG, 1200×800): stage and screen, ceiling lights, rows of seats. */
export function roomImage(key: string, p: Palette, o: { title: string }) {
  const r = prng(key);
  const w = 1200;
  const h = 800;
  let seats = '';
  for (let row = 0; row < 8; row++) {
    const y = 430 + row * 45;
    const s = 0.5 + row * 0.09;
    const count = 12 + row;
    const span = 700 + row * 70;
    for (let i = 0; i < count; i++) {
      const x = w / 2 - span / 2 + (i * span) / count;
      if (Math.abs(x - w / 2) < 30 * s) continue; // the middle aisle
      seats += `<rect x="${x.toFixed(0)}" y="${y}" width="${(34 * s).toFixed(0)}" height="${(30 * s).toFixed(0)}" rx="4" fill="${hsl(p.hue, 45, 35 + row * 2)}"/>`;
    }
  }
  let lights = '';
  for (let i = 0; i < 14; i++)
    lights += `<circle cx="${80 + i * 80 + Math.floor(r() * 10)}" cy="${40 + (i % 2) * 30}" r="7" fill="#fff4cc"/>`;
  const body = `
    <rect width="${w}" height="${h}" fill="${hsl(p.hue + 30, 20, 20)}"/>
    <rect y="0" width="${w}" height="110" fill="${hsl(p.hue + 30, 15, 14)}"/>${lights}
    <rect x="330" y="140" width="540" height="230" fill="${hsl(p.hue, 60, 40)}"/>
    <rect x="350" y="160" width="500" height="190" fill="${hsl(p.hue, 70, 55)}"/>
    ${text(600, 275, 44, o.title, { anchor: 'middle', weight: 700 })}
    <rect x="200" y="380" width="800" height="36" fill="${hsl(p.hue + 30, 25, 32)}"/>
    <rect y="416" width="${w}" height="${h - 416}" fill="${hsl(p.hue + 10, 25, 28)}"/>${seats}`;
  return sharp(svg(w, h, body))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A logo or avatar (PNG, 400×400): a rounded square in the palette with a mark (one or two characters;
 * the Latin `latin` stands in when the machine has no Chinese font).
 */
export function logoImage(key: string, p: Palette, o: { mark: string; latin: string }) {
  const r = prng(key);
  const w = 400;
  const ring = 120 + Math.floor(r() * 40);
  const mark = hasCjkFont() ? o.mark : o.latin;
  const body = `
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(p.hue, 70, 48)}"/><stop offset="1" stop-color="${hsl(p.hue + 50, 70, 30)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${w}" rx="64" fill="url(#g)"/>
    <circle cx="200" cy="200" r="${ring}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="10"/>
    ${text(200, 200 + (mark.length > 1 ? 40 : 55), mark.length > 1 ? 120 : 160, mark, { anchor: 'middle', weight: 700 })}`;
  return sharp(svg(w, w, body))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A document for the demo (JPEG, 1000×700): a certificate, a licence or an identity card, stamped
 * 示例 (SAMPLE), with a title and a few lines. Never a real document.
 */
export function documentImage(key: string, p: Palette, o: { title: string; lines: string[] }) {
  const r = prng(key);
  const w = 1000;
  const h = 700;
  let lines = '';
  o.lines.forEach((l, i) => {
    lines += text(120, 300 + i * 60, 30, l, { fill: hsl(p.hue, 30, 25) });
  });
  const seal = 780 + Math.floor(r() * 40);
  const body = `
    <rect width="${w}" height="${h}" fill="${hsl(p.hue, 40, 96)}"/>
    <rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="${hsl(p.hue, 50, 55)}" stroke-width="6"/>
    <rect x="46" y="46" width="${w - 92}" height="${h - 92}" fill="none" stroke="${hsl(p.hue, 50, 70)}" stroke-width="2"/>
    ${text(w / 2, 170, 56, o.title, { anchor: 'middle', weight: 700, fill: hsl(p.hue, 50, 30) })}
    ${lines}
    <circle cx="${seal}" cy="520" r="90" fill="none" stroke="#d4380d" stroke-width="8" stroke-opacity="0.8"/>
    ${text(seal, 538, 44, hasCjkFont() ? '示例' : 'SAMPLE', { anchor: 'middle', weight: 700, fill: '#d4380d' })}
    ${text(w / 2, h - 70, 22, 'SAMPLE · DEMO DATA', { anchor: 'middle', fill: hsl(p.hue, 20, 55), spacing: 6 })}`;
  return sharp(svg(w, h, body))
    .jpeg({ quality: 82 })
    .toBuffer();
}
