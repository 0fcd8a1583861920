import { Alert, App, Button, Card, Form, type FormInstance, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { reportError } from '../lib/error-handler.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { CONTACT_PHONE_PATTERN, lengthRule, requiredText } from '../lib/form-rules.ts';
import type { LocalDraft } from '../lib/local-draft.ts';
import { CityCascader } from './city-cascader.tsx';
import { ImageUpload } from './image-upload.tsx';
import './publish-form.css';

/** The publish call of a form: `mutate` of a TanStack mutation. */
export interface PublishCall<Body, Done> {
  mutate: (
    body: Body,
    callbacks: { onSuccess: (done: Done) => void; onError: (err: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * The frame of a form that publishes content for review (exhibitions, conferences, convention spaces):
 * a new one is kept as a draft in this browser while it is typed and offered again on the next visit
 * (清除草稿 empties it); an edit says it goes back to review. The cards come as children; the form ends
 * with 联系方式 and the submit button. A refusal of the server goes to the fields it names.
 */
export function PublishForm<Values extends object, Body, Done>({
  form,
  initial,
  editId,
  draft,
  draftRestored,
  empty,
  what,
  fields,
  aliases,
  publish,
  toBody,
  onDone,
  children,
}: {
  form: FormInstance<Values>;
  initial: Values;
  /** The id of one's own item being edited; a new one has none (and a draft). */
  editId?: number;
  draft: LocalDraft<Values>;
  draftRestored?: boolean;
  /** The blank form 清除草稿 returns to. */
  empty: () => Values;
  /** 展会, 会议, 场地: in the notice of an edit. */
  what: string;
  /** The form's fields, for the server's field errors; `aliases` renames a server field to the form's. */
  fields: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  publish: PublishCall<Body, Done>;
  /** The call's body, or undefined when the values cannot make one (the rules have said why). */
  toBody: (values: Values) => Body | undefined;
  onDone: (done: Done) => void;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [restored, setRestored] = useState(Boolean(draftRestored));

  const onFinish = (v: Values) => {
    const body = toBody(v);
    if (!body) return;
    publish.mutate(body, {
      onSuccess: (d) => {
        if (!editId) draft.clear();
        message.success('已提交，请等待审核');
        onDone(d);
      },
      onError: (err) => {
        if (!applyServerErrors(form, err, fields, {}, aliases)) reportError(err);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="listing-form"
      scrollToFirstError={{ block: 'center' }}
      initialValues={initial}
      onValuesChange={() => {
        if (!editId) draft.save(form.getFieldsValue(true) as Values);
      }}
      onFinish={onFinish}
    >
      {restored && (
        <Alert
          className="listing-form__notice"
          type="info"
          showIcon
          title="已恢复您上次未提交的草稿"
          action={
            <Button
              size="small"
              onClick={() => {
                draft.clear();
                form.setFieldsValue(empty());
                setRestored(false);
              }}
            >
              清除草稿
            </Button>
          }
        />
      )}
      {editId && (
        <Alert
          className="listing-form__notice"
          type="warning"
          showIcon
          title={`修改后的${what}需重新审核，审核通过前不会公开展示`}
        />
      )}
      {children}
      <Card className="pc-card" title="联系方式">
        <p className="card-hint">仅向已登录的会员展示。</p>
        <div className="form-grid">
          <Form.Item
            name="contact"
            label="联系人"
            rules={[requiredText('请输入联系人'), lengthRule('联系人', 2, 20)]}
          >
            <Input maxLength={20} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[
              requiredText('请输入联系电话'),
              { pattern: CONTACT_PHONE_PATTERN, message: '请输入正确的联系电话，如 010-12345678 或手机号' },
            ]}
          >
            <Input maxLength={20} autoComplete="tel" placeholder="手机或 010-12345678" />
          </Form.Item>
        </div>
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={publish.isPending}>
            {editId ? '保存并提交审核' : '提交审核'}
          </Button>
        </Form.Item>
      </Card>
    </Form>
  );
}

/**
 * Public pictures of a publish form: the cover (`max` 1, required) or a set (optional, up to `max`).
 * An upload refused on the client shows on the field.
 */
export function ImageField({
  name,
  label,
  max,
  testId,
}: {
  name: string;
  label: string;
  max: number;
  testId: string;
}) {
  const form = Form.useFormInstance();
  const cover = max === 1;
  return (
    <Form.Item
      name={name}
      label={cover ? label : `${label}（选填，最多${max}张）`}
      rules={cover ? [{ required: true, type: 'array', min: 1, message: `请上传${label}` }] : undefined}
    >
      <ImageUpload
        label={label}
        max={max}
        testId={testId}
        onError={(msg) => form.setFields([{ name, errors: msg ? [msg] : [] }])}
      />
    </Form.Item>
  );
}

/** What the picture fields accept, under them. */
export function ImageHint() {
  return <p className="card-hint">支持 JPG、PNG、WebP，单张不超过10MB；审核通过后公开展示。</p>;
}

/** 所在城市 (`region`: province and city) and 详细地址 (`addr`). */
export function CityAddressFields() {
  return (
    <>
      <Form.Item
        name="region"
        label="所在城市"
        rules={[{ required: true, type: 'array', min: 2, message: '请选择所在省市' }]}
      >
        <CityCascader />
      </Form.Item>
      <Form.Item
        name="addr"
        label="详细地址"
        rules={[requiredText('请输入详细地址'), lengthRule('详细地址', 4, 100)]}
      >
        <Input maxLength={100} placeholder="区、街道与门牌号" />
      </Form.Item>
    </>
  );
}

/** The description (`conts`): plain paragraphs, 10 to 10,000 characters. */
export function DescriptionField({ label, placeholder }: { label: string; placeholder: string }) {
  return (
    <Form.Item
      name="conts"
      label={label}
      extra="空一行开始新的段落；图片请在下方上传。"
      rules={[
        requiredText(`请输入${label}`),
        { min: 10, message: `${label}至少10个字` },
        { max: 10_000, message: `${label}最多10000个字` },
      ]}
    >
      <Input.TextArea rows={8} maxLength={10_000} placeholder={placeholder} />
    </Form.Item>
  );
}
