import { projectFields } from '@hz/contract/projects';
import type { FormRule } from 'antd';
import { paths } from '../../../config/paths.ts';
import { htmlToText, textToHtml } from '../../../lib/description-text.ts';
import type { TaskFile } from '../../../components/file-upload.tsx';

/**
 * The build-project wizards' model (decision 028, 037): which wire fields each step writes, the form's
 * values of a step and their conversion to and from the wire (`Projectcenter/prjctDraftSave`'s `fields`,
 * the publish and edit bodies).
 */

export type WizardMode = 'full' | 'simple' | 'edit';
export type StepNo = 1 | 2 | 3 | 4;
export const stepKeys = ['firstStep', 'secondStep', 'thirdStep', 'fourStep'] as const;

export const wizardPaths = {
  full: paths.workshopNeed,
  simple: paths.workshopNeedSimple,
  edit: paths.workshopNeedEdit,
} as const;

/** The path of a step of a wizard. */
export const stepPath = (mode: WizardMode, step: StepNo) => wizardPaths[mode][stepKeys[step - 1]!].path;

/** The wire's fields (as `prjctDraftSave` and the publish body spell them). */
export type Wire = Record<string, unknown>;

/** The wire fields each step writes (the full wizard's; the simple one asks fewer and defaults the rest). */
export const stepFields: Record<StepNo, readonly string[]> = {
  1: [
    'title',
    'exhibition',
    'showname',
    'groupid',
    'hall',
    'booth',
    'length',
    'width',
    'height',
    'opens',
    'layer',
  ],
  2: ['prov', 'city', 'strt', 'addr', 'sdate', 'edate', 'indate', 'bgdate', 'outdate'],
  3: ['coins', 'peoples', 'picture', 'workpic'],
  4: ['attach', 'conts', 'mobile'],
};

/** The step that asks a wire field (`region` stands for `prov`/`city`). */
export function stepOf(field: string): StepNo | undefined {
  for (const s of [1, 2, 3, 4] as const) if (stepFields[s].includes(field)) return s;
  return undefined;
}

/**
 * The step a refusal of the whole body opens: the earliest step one of its fields belongs to (a field no
 * step asks, such as `draft`, stays on the last step).
 */
export function errorStep(fields: Readonly<Record<string, string>>): StepNo {
  return Math.min(4, ...Object.keys(fields).map((k) => stepOf(k) ?? 4)) as StepNo;
}

/** What a standard booth (标准展位) is when the simple wizard does not ask. */
export const simpleDefaults: Wire = { height: 2.5, layer: 1, hall: '', strt: '', peoples: 0 };

/** The form's values of every step (a step's form holds its own). */
export interface FormValues {
  title?: string;
  /** Another of the member's projects at the same show (several booths), or undefined. */
  groupid?: string;
  exhibition?: number;
  showname?: string;
  hall?: string;
  booth?: string;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  opens?: number;
  layer?: 1 | 2;
  region?: string[];
  strt?: string;
  addr?: string;
  sdate?: string;
  edate?: string;
  indate?: string;
  bgdate?: string;
  outdate?: string;
  coins?: number | null;
  peoples?: number | null;
  picture?: TaskFile[];
  workpic?: TaskFile[];
  attach?: TaskFile[];
  conts?: string;
  mobile?: string;
}

const fileList = (v: unknown): TaskFile[] =>
  Array.isArray(v)
    ? v.flatMap((x) =>
        typeof x === 'string'
          ? [{ id: x, url: `/files/${x}` }]
          : x && typeof x === 'object' && 'id' in x
            ? [{ id: String((x as TaskFile).id), url: String((x as TaskFile).url) }]
            : [],
      )
    : [];
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** The wire's fields as a form shows them. */
export function toForm(w: Wire): FormValues {
  const prov = str(w.prov);
  const city = str(w.city);
  const exhibition = num(w.exhibition);
  return {
    title: str(w.title) ?? '',
    exhibition: exhibition && exhibition > 0 ? exhibition : undefined,
    showname: str(w.showname) ?? '',
    groupid: str(w.groupid) && w.groupid !== '0' ? str(w.groupid) : undefined,
    hall: str(w.hall) ?? '',
    booth: str(w.booth) ?? '',
    length: num(w.length) ?? null,
    width: num(w.width) ?? null,
    height: num(w.height) ?? null,
    opens: num(w.opens) ?? 2,
    layer: num(w.layer) === 2 ? 2 : 1,
    region: prov && city ? [prov, city] : [],
    strt: str(w.strt) ?? '',
    addr: str(w.addr) ?? '',
    sdate: str(w.sdate) ?? '',
    edate: str(w.edate) ?? '',
    indate: str(w.indate) ?? '',
    bgdate: str(w.bgdate) ?? '',
    outdate: str(w.outdate) ?? '',
    coins: num(w.coins) ?? null,
    peoples: num(w.peoples) ?? null,
    picture: fileList(w.picture),
    workpic: fileList(w.workpic),
    attach: fileList(w.attach),
    conts: htmlToText(str(w.conts) ?? ''),
    mobile: str(w.mobile) ?? '',
  };
}

/** A form's values (some steps' fields) as the wire writes them; fields the form does not hold are left out. */
export function toWire(v: FormValues): Wire {
  const w: Wire = {};
  const put = (k: string, x: unknown) => {
    if (x !== undefined && x !== null && x !== '') w[k] = x;
  };
  if ('title' in v) put('title', v.title?.trim());
  if ('exhibition' in v) w.exhibition = v.exhibition ?? 0;
  if ('showname' in v) w.showname = v.showname?.trim() ?? '';
  if ('groupid' in v) w.groupid = v.groupid ?? '0';
  if ('hall' in v) w.hall = v.hall?.trim() ?? '';
  if ('booth' in v) w.booth = v.booth?.trim() ?? '';
  for (const k of ['length', 'width', 'height', 'opens', 'layer', 'coins', 'peoples'] as const) put(k, v[k]);
  if (v.region && v.region.length === 2) {
    w.prov = v.region[0];
    w.city = v.region[1];
  }
  if ('strt' in v) w.strt = v.strt?.trim() ?? '';
  put('addr', v.addr?.trim());
  for (const k of ['sdate', 'edate', 'indate', 'bgdate', 'outdate'] as const) put(k, v[k]);
  for (const k of ['picture', 'workpic', 'attach'] as const) if (v[k]) w[k] = v[k].map((f) => f.id);
  if (v.conts?.trim()) w.conts = textToHtml(v.conts);
  put('mobile', v.mobile?.trim());
  return w;
}

/** The form field that shows a wire field's error. */
export const formField = (wire: string) => (wire === 'prov' || wire === 'city' ? 'region' : wire);

type Shape = typeof projectFields.shape;

/**
 * An antd rule that checks one field with the contract's own schema (the server's messages): `required`
 * says what to write when the field is empty.
 */
export function schemaRule(field: keyof Shape, required?: string): FormRule {
  const schema = projectFields.shape[field];
  return {
    validator: async (_: unknown, value: unknown) => {
      const empty = value === undefined || value === null || value === '';
      if (empty) {
        if (required) throw new Error(required);
        return;
      }
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

/** `36㎡` from metres (two decimals). */
export const areaOf = (length?: number | null, width?: number | null) =>
  length && width ? Math.round(length * width * 100) / 100 : 0;
