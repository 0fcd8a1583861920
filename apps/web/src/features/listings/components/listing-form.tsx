import {
  type ConferenceType,
  conferenceTypes,
  type ListingKind,
  listingIndustries,
  type RegistrationWay,
} from '@hz/contract/values/listings';
import type { AgendaItem } from '@hz/contract/listings';
import { Card, Form, Input, InputNumber, Radio, Select } from 'antd';
import { htmlToText, textToHtml } from '../../../lib/description-text.ts';
import { dateOrder, lengthRule, requiredText } from '../../../lib/form-rules.ts';
import { localDraft } from '../../../lib/local-draft.ts';
import {
  CityAddressFields,
  DescriptionField,
  ImageField,
  ImageHint,
  PublishForm,
} from '../../../components/publish-form.tsx';
import type { ListingDetail } from '../api/listing-info.ts';
import { type ListingPub, usePublishListing } from '../api/publish-listing.ts';
import type { ListingImage } from '../../../components/image-upload.tsx';
import { AgendaCard, RegistrationCard } from './conference-fields.tsx';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { VenueSelect, type VenueValue } from './venue-select.tsx';

/**
 * The values of both kinds (switching the kind of a new listing keeps what was typed); each kind sends
 * its own fields (`toPub`).
 */
export interface ListingValues {
  kind: ListingKind;
  title: string;
  industry?: (typeof listingIndustries)[number];
  organiser: string;
  undertaker: string;
  venue: string;
  hall: string;
  /** 关联场地: an approved convention space the venue links to. */
  space: VenueValue | null;
  region: string[];
  addr: string;
  sdate: string;
  edate: string;
  /** Exhibitions. */
  indate: string;
  outdate: string;
  areas: number | null;
  exhibitors: number | null;
  visitors: number | null;
  conts: string;
  cover: ListingImage[];
  pics: ListingImage[];
  /** Exhibitions. */
  plans: ListingImage[];
  /** Conferences. */
  confType?: ConferenceType;
  attendees: number | null;
  agenda: AgendaItem[];
  regWays: RegistrationWay[];
  regUrl: string;
  regNote: string;
  contact: string;
  phone: string;
}

const fields = [
  'title',
  'industry',
  'confType',
  'organiser',
  'undertaker',
  'venue',
  'hall',
  'space',
  'region',
  'addr',
  'sdate',
  'edate',
  'indate',
  'outdate',
  'areas',
  'exhibitors',
  'visitors',
  'attendees',
  'agenda',
  'regWays',
  'regUrl',
  'regNote',
  'conts',
  'cover',
  'pics',
  'plans',
  'contact',
  'phone',
] as const;
const aliases = { prov: 'region', city: 'region', spaceId: 'space' };

export const emptyValues = (kind: ListingKind): ListingValues => ({
  kind,
  title: '',
  industry: undefined,
  organiser: '',
  undertaker: '',
  venue: '',
  hall: '',
  space: null,
  region: [],
  addr: '',
  sdate: '',
  edate: '',
  indate: '',
  outdate: '',
  areas: null,
  exhibitors: null,
  visitors: null,
  conts: '',
  cover: [],
  pics: [],
  plans: [],
  confType: undefined,
  attendees: null,
  agenda: [],
  regWays: [],
  regUrl: '',
  regNote: '',
  contact: '',
  phone: '',
});

/** The draft of a new listing kept in this browser (images are uploaded files, kept by id and url). */
export const listingDraft = localDraft<ListingValues>('hz:listing-draft', (v) => ({
  ...emptyValues(v.kind === 'huiyi' ? 'huiyi' : 'huizhan'),
  ...v,
}));

export function fromDetail(d: ListingDetail): ListingValues {
  const img = (i: { id: string; url: string }) => ({ id: i.id, url: i.url });
  const common = {
    ...emptyValues(d.kind),
    title: d.title,
    industry: (listingIndustries as readonly string[]).includes(d.industry)
      ? (d.industry as ListingValues['industry'])
      : undefined,
    organiser: d.organiser,
    undertaker: d.undertaker,
    venue: d.venue,
    hall: d.hall,
    space: d.space ? { value: d.space.id, label: d.space.title } : null,
    region: [d.prov, d.city].filter(Boolean),
    addr: d.addr,
    sdate: d.sdate,
    edate: d.edate,
    conts: htmlToText(d.conts),
    cover: [img(d.cover)],
    pics: d.pics.map(img),
    contact: d.contact,
    phone: d.phone,
  };
  return d.kind === 'huizhan'
    ? {
        ...common,
        indate: d.indate,
        outdate: d.outdate,
        areas: d.areas || null,
        exhibitors: d.exhibitors || null,
        visitors: d.visitors || null,
        plans: d.plans.map(img),
      }
    : {
        ...common,
        confType: (conferenceTypes as readonly string[]).includes(d.confType)
          ? (d.confType as ConferenceType)
          : undefined,
        attendees: d.attendees || null,
        agenda: d.agenda,
        regWays: d.regWays,
        regUrl: d.regUrl,
        regNote: d.regNote,
      };
}

/** The call for the chosen kind: the shared fields and that kind's own; undefined when incomplete. */
function toPub(v: ListingValues, editId: number | undefined): ListingPub | undefined {
  const cover = v.cover[0];
  if (!cover || !v.industry) return undefined;
  const [prov = '', city = ''] = v.region;
  const common = {
    ...(editId ? { id: editId } : {}),
    title: v.title.trim(),
    industry: v.industry,
    organiser: v.organiser.trim(),
    undertaker: v.undertaker.trim(),
    venue: v.venue.trim(),
    hall: v.hall.trim(),
    spaceId: v.space?.value ?? null,
    prov,
    city,
    addr: v.addr.trim(),
    sdate: v.sdate,
    edate: v.edate,
    conts: textToHtml(v.conts),
    cover: cover.id,
    pics: v.pics.map((p) => p.id),
    contact: v.contact.trim(),
    phone: v.phone.trim(),
  };
  if (v.kind === 'huizhan')
    return {
      kind: 'huizhan',
      body: {
        ...common,
        indate: v.indate,
        outdate: v.outdate,
        areas: v.areas ?? 0,
        exhibitors: v.exhibitors ?? 0,
        visitors: v.visitors ?? 0,
        plans: v.plans.map((p) => p.id),
      },
    };
  const online = v.regWays.includes('online');
  return {
    kind: 'huiyi',
    body: {
      ...common,
      confType: v.confType ?? '',
      attendees: v.attendees ?? 0,
      agenda: v.agenda.map((a) => ({
        time: a.time.trim(),
        topic: a.topic.trim(),
        speaker: (a.speaker ?? '').trim(),
      })),
      regWays: v.regWays,
      regUrl: online ? v.regUrl.trim() : '',
      regNote: v.regNote.trim(),
    },
  };
}

/** An optional whole number of the event's scale. */
function CountField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} placeholder="选填" />
    </Form.Item>
  );
}

/**
 * 发布展会 / 会议: every field of `Article/huizhanPub`/`huiyiPub` in sections, switched by the kind: an
 * exhibition has move-in/teardown dates, area, exhibitors, visitors and floor plans; a conference its
 * type, attendees, agenda and registration. A new listing is kept as a draft in this browser while it is
 * typed; `editId` edits one's own (the kind cannot change).
 */
export function ListingForm({
  initial,
  editId,
  draftRestored,
  onDone,
}: {
  initial: ListingValues;
  editId?: number;
  draftRestored?: boolean;
  onDone: (done: { id: number; kind: ListingKind }) => void;
}) {
  const [form] = Form.useForm<ListingValues>();
  const publish = usePublishListing();
  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const exhibition = kind === 'huizhan';
  const what = exhibition ? '展会' : '会议';

  return (
    <PublishForm
      form={form}
      initial={initial}
      editId={editId}
      draft={listingDraft}
      draftRestored={draftRestored}
      empty={() => emptyValues(kind)}
      what={what}
      fields={fields}
      aliases={aliases}
      publish={publish}
      toBody={(v) => toPub(v, editId)}
      onDone={(d) => onDone({ id: d.id, kind: d.kind })}
    >
      <Card className="pc-card" title="基本信息">
        <Form.Item name="kind" label="发布类型">
          <Radio.Group
            disabled={Boolean(editId)}
            optionType="button"
            options={[
              { value: 'huizhan', label: '展会' },
              { value: 'huiyi', label: '会议活动' },
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[requiredText('请输入标题'), lengthRule('标题', 4, 60)]}>
          <Input
            maxLength={60}
            placeholder={`${what}全称，如 ${exhibition ? '2026上海国际汽车工业展览会' : '2026中国会展经济国际合作论坛'}`}
          />
        </Form.Item>
        <div className="form-grid">
          <Form.Item name="industry" label="所属行业" rules={[{ required: true, message: '请选择所属行业' }]}>
            <Select
              placeholder="请选择"
              aria-label="所属行业"
              options={listingIndustries.map((i) => ({ value: i, label: i }))}
            />
          </Form.Item>
          {!exhibition && (
            <Form.Item name="confType" label="会议类型（选填）">
              <Select
                placeholder="论坛、峰会、发布会…"
                aria-label="会议类型"
                allowClear
                options={conferenceTypes.map((t) => ({ value: t, label: t }))}
              />
            </Form.Item>
          )}
        </div>
        <div className="form-grid">
          <Form.Item
            name="organiser"
            label="主办单位"
            rules={[requiredText('请输入主办单位'), lengthRule('主办单位', 2, 60)]}
          >
            <Input maxLength={60} placeholder="如 中国汽车工业协会" />
          </Form.Item>
          <Form.Item
            name="undertaker"
            label="承办单位（选填）"
            rules={[{ max: 60, message: '承办单位最多60个字' }]}
          >
            <Input maxLength={60} placeholder="如 某会展服务有限公司" />
          </Form.Item>
        </div>
      </Card>

      <Card className="pc-card" title="时间与地点">
        <div className="form-grid">
          <Form.Item name="sdate" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
            <LazyDatePicker placeholder="开始日期" />
          </Form.Item>
          <Form.Item
            name="edate"
            label="结束日期"
            dependencies={['sdate']}
            rules={[
              { required: true, message: '请选择结束日期' },
              dateOrder('sdate', 'after', '结束日期不能早于开始日期'),
            ]}
          >
            <LazyDatePicker placeholder="结束日期" />
          </Form.Item>
          {exhibition && (
            <>
              <Form.Item
                name="indate"
                label="布展日期（选填）"
                dependencies={['sdate']}
                rules={[dateOrder('sdate', 'before', '布展日期不能晚于开始日期')]}
              >
                <LazyDatePicker placeholder="进场布展的日期" />
              </Form.Item>
              <Form.Item
                name="outdate"
                label="撤展日期（选填）"
                dependencies={['edate']}
                rules={[dateOrder('edate', 'after', '撤展日期不能早于结束日期')]}
              >
                <LazyDatePicker placeholder="撤展的日期" />
              </Form.Item>
            </>
          )}
        </div>
        <div className="form-grid">
          <Form.Item
            name="venue"
            label="展馆/场地名称"
            rules={[requiredText('请输入展馆/场地名称'), lengthRule('场地名称', 2, 60)]}
          >
            <Input
              maxLength={60}
              placeholder={exhibition ? '如 国家会展中心（上海）' : '如 上海国际会议中心'}
            />
          </Form.Item>
          <Form.Item
            name="hall"
            label={exhibition ? '展厅（选填）' : '会议厅（选填）'}
            rules={[{ max: 40, message: `${exhibition ? '展厅' : '会议厅'}最多40个字` }]}
          >
            <Input maxLength={40} placeholder={exhibition ? '如 1-3号馆' : '如 七海厅、3楼宴会厅'} />
          </Form.Item>
        </div>
        <Form.Item
          name="space"
          label="关联场地（选填）"
          extra="场馆已作为会议场地在本站发布时，关联后详情页的场馆名称会链接到场地页面。"
        >
          <VenueSelect
            onPick={(s) => {
              // fill what is still empty from the space
              const cur = form.getFieldsValue(['venue', 'region', 'addr']) as Partial<ListingValues>;
              form.setFieldsValue({
                ...(cur.venue?.trim() ? {} : { venue: s.title.slice(0, 60) }),
                ...(cur.region?.length ? {} : { region: [s.prov, s.city] }),
                ...(cur.addr?.trim() ? {} : { addr: s.addr }),
              });
            }}
          />
        </Form.Item>
        <CityAddressFields />
      </Card>

      <Card className="pc-card" title="规模与介绍">
        <div className="form-grid form-grid--three">
          {exhibition ? (
            <>
              <CountField name="areas" label="展览面积（㎡）" />
              <CountField name="exhibitors" label="展商数量" />
              <CountField name="visitors" label="观众人数" />
            </>
          ) : (
            <CountField name="attendees" label="预计参会人数" />
          )}
        </div>
        <DescriptionField
          label="详细介绍"
          placeholder={exhibition ? '展会的主题、展品范围、同期活动等' : '会议的主题、议题方向、参会对象等'}
        />
      </Card>

      {!exhibition && <AgendaCard />}
      {!exhibition && <RegistrationCard />}

      <Card className="pc-card" title="图片">
        <ImageField name="cover" label="封面图片" max={1} testId="cover-upload" />
        <ImageField name="pics" label="现场图片" max={20} testId="pics-upload" />
        {exhibition && <ImageField name="plans" label="展位图" max={10} testId="plans-upload" />}
        <ImageHint />
      </Card>
    </PublishForm>
  );
}
