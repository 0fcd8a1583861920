import { profileStyles } from '@hz/contract/values/people';
import { type WorkInfo, MAX_BOOTH_AREA, MAX_WORK_PICS } from '@hz/contract/people';

import { Alert, App, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import type { ListingImage } from '../../../components/image-upload.tsx';
import { ContactNotice, savedMessage } from '../../../components/contact-notice.tsx';
import { ImageField, ImageHint } from '../../../components/publish-form.tsx';
import { textToHtml, htmlToText } from '../../../lib/description-text.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lengthRule, requiredText } from '../../../lib/form-rules.ts';
import { useExhibitionOptions } from '../../listings/api/exhibition-options.ts';
import { ExhibitionSelect } from '../../../components/exhibition-select.tsx';
import { usePublishCase } from '../api/publish-case.ts';
import { usePublishWork } from '../api/publish-work.ts';
import { opensOptions } from './people-format.ts';

type Style = (typeof profileStyles)[number];

interface Values {
  title: string;
  cover: ListingImage[];
  pics: ListingImage[];
  listingId?: number;
  areas?: number;
  opens?: 1 | 2 | 3 | 4;
  style?: Style;
  conts: string;
}

const fields = ['title', 'cover', 'pics', 'listingId', 'areas', 'opens', 'style', 'conts'] as const;
const img = (i: { id: string; url: string }) => ({ id: i.id, url: i.url });

export function workValues(d: WorkInfo | null): Values {
  if (!d) return { title: '', cover: [], pics: [], conts: '' };
  return {
    title: d.title,
    cover: [img(d.cover)],
    pics: d.pics.map(img),
    listingId: d.exhibition?.id,
    areas: d.areas,
    opens: d.opens as Values['opens'],
    style: d.style as Style,
    conts: htmlToText(d.conts),
  };
}

/**
 * A work (designer: renderings) or a build case (factory: photos of the finished booth): publish, or edit
 * one's own (`initial` with `editId`); it goes to review either way.
 */
export function WorkForm({
  kind,
  initial,
  editId,
  onDone,
}: {
  kind: 'work' | 'case';
  initial: WorkInfo | null;
  editId?: number;
  onDone: (d: WorkInfo) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const work = usePublishWork();
  const kase = usePublishCase();
  const isWork = kind === 'work';

  const onFinish = (v: Values) => {
    const [cover] = v.cover;
    if (!cover || !v.areas || !v.opens || !v.style) return;
    const body = {
      id: editId,
      title: v.title,
      cover: cover.id,
      pics: v.pics.map((p) => p.id),
      listingId: v.listingId,
      areas: v.areas,
      opens: v.opens,
      style: v.style,
      conts: textToHtml(v.conts),
    };
    const callbacks = {
      onSuccess: (d: WorkInfo & { contactHidden: boolean }) => {
        savedMessage(message, '已提交，请等待审核', d.contactHidden);
        onDone(d);
      },
      onError: (err: unknown) => {
        if (!applyServerErrors(form, err, fields)) reportError(err);
      },
    };
    if (isWork) work.mutate(body, callbacks);
    else kase.mutate(body, callbacks);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="listing-form people-form"
      scrollToFirstError={{ block: 'center' }}
      initialValues={workValues(initial)}
      onFinish={onFinish}
    >
      {editId && (
        <Alert
          className="listing-form__notice"
          type="warning"
          showIcon
          title={`修改后的${isWork ? '作品' : '案例'}需重新审核，审核通过前不会公开展示`}
        />
      )}
      <ContactNotice />
      <Card className="pc-card" title={isWork ? '作品信息' : '案例信息'}>
        <Form.Item name="title" label="标题" rules={[requiredText('请输入标题'), lengthRule('标题', 4, 40)]}>
          <Input
            maxLength={40}
            placeholder={isWork ? '如：某品牌 2026 上海车展特装展台设计' : '如：某品牌 36㎡ 特装展台搭建'}
          />
        </Form.Item>
        <Form.Item name="listingId" label="所属展会（选填）" extra="只能选择已审核通过的展会">
          <ExhibitionSelect
            aria-label="所属展会"
            useOptions={useExhibitionOptions}
            current={initial?.exhibition ?? null}
          />
        </Form.Item>
        <div className="form-grid">
          <Form.Item name="areas" label="展台面积" rules={[{ required: true, message: '请输入展台面积' }]}>
            <InputNumber min={1} max={MAX_BOOTH_AREA} precision={0} suffix="㎡" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="opens" label="开口方式" rules={[{ required: true, message: '请选择开口方式' }]}>
            <Select options={opensOptions} placeholder="请选择" aria-label="开口方式" />
          </Form.Item>
          <Form.Item name="style" label="展台风格" rules={[{ required: true, message: '请选择展台风格' }]}>
            <Select
              options={profileStyles.map((s) => ({ value: s, label: s }))}
              placeholder="请选择"
              aria-label="展台风格"
            />
          </Form.Item>
        </div>
        <Form.Item
          name="conts"
          label={isWork ? '设计说明' : '案例说明'}
          extra="空一行开始新的段落；请勿填写电话、QQ、微信或邮箱。"
          rules={[
            requiredText(`请输入${isWork ? '设计' : '案例'}说明`),
            { min: 10, message: '说明至少10个字' },
          ]}
        >
          <Input.TextArea rows={6} maxLength={10_000} />
        </Form.Item>
      </Card>
      <Card className="pc-card" title={isWork ? '效果图' : '现场照片'}>
        <ImageField name="cover" label="封面图片" max={1} testId="work-cover" />
        <ImageField
          name="pics"
          label={isWork ? '更多效果图' : '更多照片'}
          max={MAX_WORK_PICS}
          testId="work-pics"
        />
        <ImageHint />
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={work.isPending || kase.isPending}>
            {editId ? '保存并提交审核' : '提交审核'}
          </Button>
        </Form.Item>
      </Card>
    </Form>
  );
}
