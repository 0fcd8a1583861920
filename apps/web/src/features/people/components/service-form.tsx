import { MAX_BOOTH_AREA } from '@hz/contract/people';
import {
  MAX_SERVICE_DAYS,
  MAX_SERVICE_PICS,
  type ServiceInfo,
  type ServiceType,
  serviceTypeNames,
} from '@hz/contract/services';
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, Radio } from 'antd';
import type { ListingImage } from '../../../components/image-upload.tsx';
import { ImageField, ImageHint } from '../../../components/publish-form.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lengthRule, requiredText } from '../../../lib/form-rules.ts';
import { usePublishService } from '../api/publish-service.ts';
import { ContactNotice, savedMessage } from '../../../components/contact-notice.tsx';

interface Values {
  type: ServiceType;
  title: string;
  areaMin?: number;
  areaMax?: number;
  negotiable: boolean;
  price?: number;
  days?: number;
  includes: string;
  excludes: string;
  cover: ListingImage[];
  pics: ListingImage[];
}

const fields = [
  'type',
  'title',
  'areaMin',
  'areaMax',
  'negotiable',
  'price',
  'days',
  'includes',
  'excludes',
  'cover',
  'pics',
] as const;
const img = (i: { id: string; url: string }) => ({ id: i.id, url: i.url });

function toValues(d: ServiceInfo | null, type: ServiceType): Values {
  if (!d) return { type, title: '', negotiable: false, includes: '', excludes: '', cover: [], pics: [] };
  return {
    type: d.type,
    title: d.title,
    areaMin: d.areaMin,
    areaMax: d.areaMax,
    negotiable: d.negotiable,
    price: d.negotiable ? undefined : d.price,
    days: d.days,
    includes: d.includes,
    excludes: d.excludes,
    cover: [img(d.cover)],
    pics: d.pics.map(img),
  };
}

/**
 * A fixed-price service: publish, or edit one's own (`editId`); it goes to review either way. `types` are
 * the kinds the member's profiles allow (design: designer profile, build: factory profile).
 */
export function ServiceForm({
  types,
  initial,
  editId,
  onDone,
}: {
  types: ServiceType[];
  initial: ServiceInfo | null;
  editId?: number;
  onDone: (d: ServiceInfo) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const publish = usePublishService();
  const negotiable = Form.useWatch('negotiable', form);

  const onFinish = (v: Values) => {
    const [cover] = v.cover;
    if (!cover || !v.areaMin || !v.areaMax || !v.days) return;
    publish.mutate(
      {
        id: editId,
        type: v.type,
        title: v.title,
        areaMin: v.areaMin,
        areaMax: v.areaMax,
        negotiable: v.negotiable,
        price: v.negotiable ? 0 : (v.price ?? 0),
        days: v.days,
        includes: v.includes,
        excludes: v.excludes,
        cover: cover.id,
        pics: v.pics.map((p) => p.id),
      },
      {
        onSuccess: (d) => {
          savedMessage(message, '已提交，请等待审核', d.contactHidden);
          onDone(d);
        },
        onError: (err) => {
          if (!applyServerErrors(form, err, fields)) reportError(err);
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="listing-form people-form"
      scrollToFirstError={{ block: 'center' }}
      initialValues={toValues(initial, types[0] ?? 'design')}
      onFinish={onFinish}
    >
      {editId && (
        <Alert
          className="listing-form__notice"
          type="warning"
          showIcon
          title="修改后的服务需重新审核，审核通过前不会公开展示"
        />
      )}
      <ContactNotice />
      <Card className="pc-card" title="服务信息">
        <Form.Item name="type" label="服务类型" rules={[{ required: true, message: '请选择服务类型' }]}>
          <Radio.Group
            disabled={Boolean(editId)}
            options={types.map((t) => ({ value: t, label: serviceTypeNames[t] }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="服务名称"
          rules={[requiredText('请输入服务名称'), lengthRule('服务名称', 4, 40)]}
        >
          <Input maxLength={40} placeholder="如：9㎡标摊设计，3天出图" />
        </Form.Item>
        <div className="form-grid">
          <Form.Item
            name="areaMin"
            label="适用面积（最小）"
            rules={[{ required: true, message: '请输入最小面积' }]}
          >
            <InputNumber min={1} max={MAX_BOOTH_AREA} precision={0} suffix="㎡" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="areaMax"
            label="适用面积（最大）"
            dependencies={['areaMin']}
            rules={[
              { required: true, message: '请输入最大面积' },
              ({ getFieldValue }) => ({
                validator: (_, v?: number) =>
                  v === undefined || v >= (getFieldValue('areaMin') ?? 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error('最大面积不能小于最小面积')),
              }),
            ]}
          >
            <InputNumber min={1} max={MAX_BOOTH_AREA} precision={0} suffix="㎡" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="days" label="交付周期" rules={[{ required: true, message: '请输入交付周期' }]}>
            <InputNumber min={1} max={MAX_SERVICE_DAYS} precision={0} suffix="天" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <div className="form-grid">
          <Form.Item
            name="price"
            label="服务价格"
            rules={[{ required: !negotiable, message: '请输入服务价格，或选择面议' }]}
          >
            <InputNumber
              min={0.01}
              max={10_000_000}
              precision={2}
              prefix="¥"
              disabled={negotiable}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="negotiable" label=" " valuePropName="checked">
            <Checkbox onChange={(e) => e.target.checked && form.setFieldValue('price', undefined)}>
              面议
            </Checkbox>
          </Form.Item>
        </div>
        <Form.Item
          name="includes"
          label="服务内容"
          extra="价格包含哪些内容，如：平面图、3张效果图、施工图"
          rules={[requiredText('请输入服务内容'), lengthRule('服务内容', 4, 1000)]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item
          name="excludes"
          label="不含内容（选填）"
          rules={[{ max: 1000, message: '不含内容最多1000个字' }]}
        >
          <Input.TextArea rows={3} maxLength={1000} placeholder="如：不含搭建、不含物料" />
        </Form.Item>
      </Card>
      <Card className="pc-card" title="服务图片">
        <ImageField name="cover" label="封面图片" max={1} testId="service-cover" />
        <ImageField name="pics" label="更多图片" max={MAX_SERVICE_PICS} testId="service-pics" />
        <ImageHint />
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={publish.isPending}>
            {editId ? '保存并提交审核' : '提交审核'}
          </Button>
        </Form.Item>
      </Card>
    </Form>
  );
}
