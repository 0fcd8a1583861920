import { ReviewState } from '@hz/contract/common/states';
import { regionTree } from '@hz/contract/common/regions';
import { boothTypes, PROFILE_MAX_PRICE, profileStyles } from '@hz/contract/values/people';
import { type DesignerFields, type FactoryFields, MAX_CERTS, NATIONWIDE } from '@hz/contract/people';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { Link } from 'react-router';
import { CityCascader } from '../../../components/city-cascader.tsx';
import { ImageField, ImageHint } from '../../../components/publish-form.tsx';
import type { ListingImage } from '../../../components/image-upload.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lengthRule, requiredText } from '../../../lib/form-rules.ts';
import { useEditDesignerProfile } from '../api/edit-designer-profile.ts';
import { useEditFactoryProfile } from '../api/edit-factory-profile.ts';
import { ContactNotice, savedMessage } from '../../../components/contact-notice.tsx';

/** Every city of the division tree, and 全国, for 服务城市. */
const cityOptions = [
  { value: NATIONWIDE, label: '全国' },
  ...regionTree().flatMap((p) =>
    (p.children ?? []).map((c) => ({
      value: c.value,
      label: c.value === p.value ? c.label : `${c.label}（${p.label}）`,
    })),
  ),
];
// a municipality is its own province and city: once
const cities = [...new Map(cityOptions.map((o) => [o.value, o])).values()];

interface Values {
  name: string;
  logo: ListingImage[];
  region: string[];
  descr: string;
  specialities: string[];
  styles: string[];
  cities: string[];
  years?: number;
  priceMin?: number;
  priceMax?: number;
  plantArea?: number;
  teamSize?: number;
  capacity?: number;
  equipment: string[];
  certs: ListingImage[];
}

const img = (i: { id: string; url: string }) => ({ id: i.id, url: i.url });

function toValues(f: DesignerFields | FactoryFields | null): Values {
  if (!f)
    return {
      name: '',
      logo: [],
      region: [],
      descr: '',
      specialities: [],
      styles: [],
      cities: [],
      equipment: [],
      certs: [],
    };
  return {
    name: 'name' in f ? f.name : '',
    logo: [img(f.logo)],
    region: [f.prov, f.city].filter(Boolean),
    descr: f.descr,
    specialities: f.specialities,
    styles: f.styles,
    cities: f.cities,
    years: 'years' in f ? f.years : undefined,
    priceMin: f.priceMin || undefined,
    priceMax: f.priceMax || undefined,
    plantArea: 'plantArea' in f ? f.plantArea : undefined,
    teamSize: 'teamSize' in f ? f.teamSize : undefined,
    capacity: 'capacity' in f ? f.capacity : undefined,
    equipment: 'equipment' in f ? f.equipment : [],
    certs: 'certs' in f ? f.certs.map(img) : [],
  };
}

const fields = [
  'name',
  'logo',
  'region',
  'descr',
  'specialities',
  'styles',
  'cities',
  'years',
  'priceMin',
  'priceMax',
  'plantArea',
  'teamSize',
  'capacity',
  'equipment',
  'certs',
] as const;
const aliases = { prov: 'region', city: 'region' };

/** The state of the last submission over the form: waiting, rejected (why) or public (a link). */
export function ProfileState({
  profile,
}: {
  profile: { checked: number; reason: string; online: boolean; link: string } | null;
}) {
  if (!profile) return null;
  const link = profile.online ? <Link to={profile.link}>查看公开主页</Link> : null;
  if (profile.checked === ReviewState.pending)
    return (
      <Alert
        className="people-gate"
        type="warning"
        showIcon
        title="资料审核中"
        description={
          <>
            {profile.online
              ? '审核期间，之前审核通过的版本照常公开展示。'
              : '审核通过后，您的主页将公开展示。'}{' '}
            {link}
          </>
        }
      />
    );
  if (profile.checked === ReviewState.rejected)
    return (
      <Alert
        className="people-gate"
        type="error"
        showIcon
        title="资料未通过审核"
        description={
          <>
            驳回原因：{profile.reason}。修改后请重新提交。{' '}
            {profile.online ? '之前审核通过的版本照常公开展示。' : ''} {link}
          </>
        }
      />
    );
  return (
    <Alert
      className="people-gate"
      type="success"
      showIcon
      title="资料已审核通过，正在公开展示"
      description={link}
    />
  );
}

/**
 * The designer or factory profile's form: every submission goes to review (the version approved before
 * stays public meanwhile). A refusal of the server goes to the fields it names.
 */
export function ProfileForm({
  kind,
  initial,
  company,
}: {
  kind: 'designer' | 'factory';
  initial: DesignerFields | FactoryFields | null;
  /** The verified business name (a factory's name). */
  company?: string;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const designer = useEditDesignerProfile();
  const factory = useEditFactoryProfile();
  const pending = designer.isPending || factory.isPending;
  const isDesigner = kind === 'designer';

  const onFinish = (v: Values) => {
    const [prov = '', city = ''] = v.region;
    const logo = v.logo[0]?.id ?? '';
    const base = {
      logo,
      prov,
      city,
      descr: v.descr,
      specialities: v.specialities as (typeof boothTypes)[number][],
      styles: v.styles as (typeof profileStyles)[number][],
      cities: v.cities,
      priceMin: v.priceMin ?? 0,
      priceMax: v.priceMax ?? 0,
    };
    const callbacks = {
      onSuccess: (d: { contactHidden: boolean }) =>
        savedMessage(message, '已提交，请等待审核', d.contactHidden),
      onError: (err: unknown) => {
        if (!applyServerErrors(form, err, fields, {}, aliases)) reportError(err);
      },
    };
    if (isDesigner) designer.mutate({ ...base, name: v.name, years: v.years ?? 0 }, callbacks);
    else
      factory.mutate(
        {
          ...base,
          plantArea: v.plantArea ?? 0,
          teamSize: v.teamSize ?? 0,
          capacity: v.capacity ?? 0,
          equipment: v.equipment,
          certs: v.certs.map((c) => c.id),
        },
        callbacks,
      );
  };

  const price = (name: 'priceMin' | 'priceMax', label: string) => (
    <Form.Item name={name} label={label}>
      <InputNumber min={0} max={PROFILE_MAX_PRICE} precision={0} suffix="元/㎡" style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="listing-form people-form"
      scrollToFirstError={{ block: 'center' }}
      initialValues={toValues(initial)}
      onFinish={onFinish}
    >
      <ContactNotice />
      <Card className="pc-card" title={isDesigner ? '基本信息' : '公司信息'}>
        {isDesigner ? (
          <Form.Item
            name="name"
            label="设计师名称"
            extra="您本人或工作室的名称"
            rules={[requiredText('请输入设计师名称'), lengthRule('设计师名称', 2, 30)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        ) : (
          <Form.Item label="公司名称" extra="企业认证通过的公司名称，不可修改">
            <Input value={company} disabled />
          </Form.Item>
        )}
        <ImageField name="logo" label={isDesigner ? '头像' : '公司标志'} max={1} testId="profile-logo" />
        <Form.Item
          name="region"
          label="所在城市"
          rules={[{ required: true, type: 'array', min: 2, message: '请选择所在省市' }]}
        >
          <CityCascader />
        </Form.Item>
        <Form.Item
          name="descr"
          label={isDesigner ? '个人简介' : '公司简介'}
          extra="请勿填写电话、QQ、微信或邮箱，联系方式会被隐藏。"
          rules={[requiredText(`请输入${isDesigner ? '个人' : '公司'}简介`), lengthRule('简介', 20, 2000)]}
        >
          <Input.TextArea rows={6} maxLength={2000} showCount />
        </Form.Item>
      </Card>
      <Card className="pc-card" title="业务范围">
        <Form.Item
          name="specialities"
          label="擅长类型"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项擅长类型' }]}
        >
          <CheckboxGroup options={boothTypes.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item
          name="styles"
          label="擅长风格"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项擅长风格' }]}
        >
          <CheckboxGroup options={profileStyles.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item
          name="cities"
          label="服务城市"
          extra="可选多个城市；服务全国请只选“全国”"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个服务城市' }]}
        >
          <Select
            mode="multiple"
            options={cities}
            placeholder="输入城市名搜索"
            optionFilterProp="label"
            maxCount={30}
            aria-label="服务城市"
          />
        </Form.Item>
        <div className="form-grid">
          {price('priceMin', isDesigner ? '设计费（最低）' : '搭建价格（最低）')}
          {price('priceMax', isDesigner ? '设计费（最高）' : '搭建价格（最高）')}
        </div>
        <p className="card-hint">两项都不填为“面议”；只填最低为“起价”。</p>
        {isDesigner ? (
          <Form.Item name="years" label="从业年限" rules={[{ required: true, message: '请输入从业年限' }]}>
            <InputNumber min={0} max={60} precision={0} suffix="年" style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <>
            <div className="form-grid">
              <Form.Item
                name="plantArea"
                label="厂房面积"
                rules={[{ required: true, message: '请输入厂房面积' }]}
              >
                <InputNumber min={1} max={1_000_000} precision={0} suffix="㎡" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="teamSize"
                label="团队人数"
                rules={[{ required: true, message: '请输入团队人数' }]}
              >
                <InputNumber min={1} max={100_000} precision={0} suffix="人" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="capacity"
                label="月搭建能力"
                rules={[{ required: true, message: '请输入月搭建能力' }]}
              >
                <InputNumber min={1} max={10_000} precision={0} suffix="个展台" style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <Form.Item
              name="equipment"
              label="主要设备（选填）"
              extra="输入后按回车添加，如 CNC雕刻机、UV平板打印机"
            >
              <Select mode="tags" maxCount={30} open={false} aria-label="主要设备" />
            </Form.Item>
            <ImageField name="certs" label="资质证书" max={MAX_CERTS} testId="profile-certs" />
          </>
        )}
        <ImageHint />
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={pending}>
            提交审核
          </Button>
        </Form.Item>
      </Card>
    </Form>
  );
}
