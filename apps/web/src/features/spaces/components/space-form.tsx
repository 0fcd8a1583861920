import {
  SPACE_MAX_AREA,
  SPACE_MAX_PRICE,
  SPACE_MAX_SEATS,
  spaceLayoutFields,
  spaceLayoutNames,
  spaceLayouts,
  spaceTypes,
} from '@hz/contract/values/spaces';
import { spaceFacilities } from '@hz/contract/spaces';
import { Card, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import type { ListingImage } from '../../../components/image-upload.tsx';
import {
  CityAddressFields,
  DescriptionField,
  ImageField,
  ImageHint,
  PublishForm,
} from '../../../components/publish-form.tsx';
import { htmlToText, textToHtml } from '../../../lib/description-text.ts';
import { lengthRule, requiredText } from '../../../lib/form-rules.ts';
import { localDraft } from '../../../lib/local-draft.ts';
import type { SpaceDetail } from '../api/space-info.ts';
import { usePublishSpace } from '../api/publish-space.ts';

type VenueType = (typeof spaceTypes)[number];
type Facility = (typeof spaceFacilities)[number];

export interface SpaceValues {
  title: string;
  venueType?: VenueType;
  region: string[];
  addr: string;
  areas: number | null;
  capTheatre: number | null;
  capClassroom: number | null;
  capBanquet: number | null;
  capUshape: number | null;
  priceMin: number | null;
  priceMax: number | null;
  facilities: Facility[];
  conts: string;
  cover: ListingImage[];
  pics: ListingImage[];
  contact: string;
  phone: string;
}

const capFields = spaceLayouts.map((l) => spaceLayoutFields[l]);

const fields = [
  'title',
  'venueType',
  'region',
  'addr',
  'areas',
  ...capFields,
  'priceMin',
  'priceMax',
  'facilities',
  'conts',
  'cover',
  'pics',
  'contact',
  'phone',
] as const;
const aliases = { prov: 'region', city: 'region' };

export const emptyValues = (): SpaceValues => ({
  title: '',
  venueType: undefined,
  region: [],
  addr: '',
  areas: null,
  capTheatre: null,
  capClassroom: null,
  capBanquet: null,
  capUshape: null,
  priceMin: null,
  priceMax: null,
  facilities: [],
  conts: '',
  cover: [],
  pics: [],
  contact: '',
  phone: '',
});

/** The draft of a new space kept in this browser (images are uploaded files, kept by id and url). */
export const spaceDraft = localDraft<SpaceValues>('hz:space-draft', (v) => ({ ...emptyValues(), ...v }));

export function fromDetail(d: SpaceDetail): SpaceValues {
  const img = (i: { id: string; url: string }) => ({ id: i.id, url: i.url });
  const free = d.priceMin === 0 && d.priceMax === 0;
  return {
    title: d.title,
    venueType: (spaceTypes as readonly string[]).includes(d.venueType)
      ? (d.venueType as VenueType)
      : undefined,
    region: [d.prov, d.city].filter(Boolean),
    addr: d.addr,
    areas: d.areas || null,
    capTheatre: d.capTheatre || null,
    capClassroom: d.capClassroom || null,
    capBanquet: d.capBanquet || null,
    capUshape: d.capUshape || null,
    priceMin: free ? null : d.priceMin,
    priceMax: free ? null : d.priceMax,
    facilities: d.facilities.filter((f): f is Facility => (spaceFacilities as readonly string[]).includes(f)),
    conts: htmlToText(d.conts),
    cover: [img(d.cover)],
    pics: d.pics.map(img),
    contact: d.contact,
    phone: d.phone,
  };
}

/**
 * 发布会议场地: every field of `Article/hycdPub` in sections. A new space is kept as a draft in this
 * browser while it is typed; `editId` edits one's own.
 */
export function SpaceForm({
  initial,
  editId,
  draftRestored,
  onDone,
}: {
  initial: SpaceValues;
  editId?: number;
  draftRestored?: boolean;
  onDone: (id: number) => void;
}) {
  const [form] = Form.useForm<SpaceValues>();
  const publish = usePublishSpace();

  const toBody = (v: SpaceValues) => {
    const cover = v.cover[0];
    if (!cover || !v.venueType) return undefined;
    const [prov = '', city = ''] = v.region;
    const priceMin = v.priceMin ?? 0;
    return {
      ...(editId ? { id: editId } : {}),
      title: v.title.trim(),
      venueType: v.venueType,
      prov,
      city,
      addr: v.addr.trim(),
      areas: v.areas ?? 0,
      capTheatre: v.capTheatre ?? 0,
      capClassroom: v.capClassroom ?? 0,
      capBanquet: v.capBanquet ?? 0,
      capUshape: v.capUshape ?? 0,
      priceMin,
      // one price given is both ends; none is 面议
      priceMax: v.priceMax ?? priceMin,
      facilities: v.facilities,
      conts: textToHtml(v.conts),
      cover: cover.id,
      pics: v.pics.map((p) => p.id),
      contact: v.contact.trim(),
      phone: v.phone.trim(),
    };
  };

  const number = (max: number, placeholder = '选填') => (
    <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} placeholder={placeholder} />
  );

  return (
    <PublishForm
      form={form}
      initial={initial}
      editId={editId}
      draft={spaceDraft}
      draftRestored={draftRestored}
      empty={emptyValues}
      what="场地"
      fields={fields}
      aliases={aliases}
      publish={publish}
      toBody={toBody}
      onDone={(d) => onDone(d.id)}
    >
      <Card className="pc-card" title="基本信息">
        <Form.Item
          name="title"
          label="场地名称"
          rules={[requiredText('请输入场地名称'), lengthRule('场地名称', 4, 60)]}
        >
          <Input maxLength={60} placeholder="场馆与厅名，如 国家会展中心（上海）洲际酒店大宴会厅" />
        </Form.Item>
        <Form.Item name="venueType" label="场地类型" rules={[{ required: true, message: '请选择场地类型' }]}>
          <Select
            placeholder="请选择"
            aria-label="场地类型"
            options={spaceTypes.map((t) => ({ value: t, label: t }))}
          />
        </Form.Item>
        <CityAddressFields />
      </Card>

      <Card className="pc-card" title="面积与容纳人数">
        <Form.Item
          name="areas"
          label="场地面积（㎡）"
          rules={[{ required: true, type: 'number', min: 1, message: '请输入场地面积' }]}
        >
          {number(SPACE_MAX_AREA, '如 800')}
        </Form.Item>
        <p className="card-hint">按摆台方式填写可容纳人数，不提供的方式留空；至少填写一种。</p>
        <div className="form-grid space-form__caps">
          {spaceLayouts.map((l, i) => (
            <Form.Item
              key={l}
              name={spaceLayoutFields[l]}
              label={`${spaceLayoutNames[l]}（人）`}
              dependencies={i === 0 ? capFields.slice(1) : undefined}
              rules={
                i === 0
                  ? [
                      ({ getFieldValue }) => ({
                        validator: () =>
                          capFields.some((c) => (getFieldValue(c) ?? 0) > 0)
                            ? Promise.resolve()
                            : Promise.reject(new Error('请至少填写一种摆台方式的容纳人数')),
                      }),
                    ]
                  : undefined
              }
            >
              {number(SPACE_MAX_SEATS)}
            </Form.Item>
          ))}
        </div>
      </Card>

      <Card className="pc-card" title="价格与设施">
        <p className="card-hint">
          每天的场地租金（元）：只填最低价格为固定价格，只填最高价格表示不超过该价格，都不填显示为“面议”。
        </p>
        <div className="form-grid">
          <Form.Item name="priceMin" label="最低价格（元/天）">
            {number(SPACE_MAX_PRICE)}
          </Form.Item>
          <Form.Item
            name="priceMax"
            label="最高价格（元/天）"
            dependencies={['priceMin']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v: number | null) =>
                  v == null || getFieldValue('priceMin') == null || v >= getFieldValue('priceMin')
                    ? Promise.resolve()
                    : Promise.reject(new Error('最高价格不能低于最低价格')),
              }),
            ]}
          >
            {number(SPACE_MAX_PRICE)}
          </Form.Item>
        </div>
        <Form.Item name="facilities" label="配套设施（选填）">
          <Checkbox.Group className="space-form__facilities" options={[...spaceFacilities]} />
        </Form.Item>
      </Card>

      <Card className="pc-card" title="介绍与图片">
        <DescriptionField label="场地介绍" placeholder="层高、柱网、采光、交通、餐饮与住宿安排等" />
        <ImageField name="cover" label="封面图片" max={1} testId="cover-upload" />
        <ImageField name="pics" label="场地图片" max={20} testId="pics-upload" />
        <ImageHint />
      </Card>
    </PublishForm>
  );
}
