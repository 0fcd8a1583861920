import { MAX_REVIEW_TEXT, MIN_REVIEW_TEXT } from '@hz/contract/reviews';
import { App, Button, Form, Input, Rate, Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { reportError } from '../../../lib/error-handler.ts';

export interface ReviewValues {
  scores: Record<string, number>;
  conts: string;
}

const rateTips = ['很差', '较差', '一般', '满意', '非常满意'];

/**
 * antd's Rate is a list (`ul` > `li` > `div role=radio`), and Form.Item gives a required control
 * `aria-required`, which a list may not carry (axe: aria-allowed-attr). The list is made the radio group
 * it is (`role=radiogroup` allows `aria-required`) and each `li` a plain wrapper (`role=none`), so the
 * radios belong to the group; the tooltips are antd's, given again (a custom `characterRender` replaces
 * antd's).
 */
const radioGroup = { role: 'radiogroup' } as object;
const starRender = (node: ReactElement, { index = 0 }: { index?: number }) => (
  <Tooltip title={rateTips[index]}>
    {cloneElement(node as ReactElement<{ role?: string }>, { role: 'none' })}
  </Tooltip>
);

/**
 * The criteria of the author's role, each rated 1–5 with antd `Rate`, and the text; a confirmation
 * before it is sent. Used to write a review and to change one before it is published.
 */
export function ReviewForm({
  criteria,
  initial,
  submitText,
  confirmText,
  pending,
  onSubmit,
}: {
  criteria: readonly { key: string; name: string }[];
  initial?: ReviewValues;
  submitText: string;
  confirmText: string;
  pending: boolean;
  onSubmit: (v: ReviewValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm();
  const { modal } = App.useApp();
  const fieldNames = [...criteria.map((c) => c.key), 'conts'];

  const send = async (values: Record<string, unknown>) => {
    const scores = Object.fromEntries(criteria.map((c) => [c.key, Number(values[c.key])]));
    try {
      await onSubmit({ scores, conts: String(values.conts ?? '') });
    } catch (err) {
      if (!applyServerErrors(form, err, fieldNames)) reportError(err);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="review-form"
      initialValues={{ ...initial?.scores, conts: initial?.conts ?? '' }}
      onFinish={(values) =>
        modal.confirm({
          title: submitText,
          content: confirmText,
          okText: '确定',
          cancelText: '再看看',
          onOk: () => send(values),
        })
      }
    >
      {criteria.map((c) => (
        <Form.Item
          key={c.key}
          name={c.key}
          label={c.name}
          rules={[{ required: true, message: `请为「${c.name}」打分` }]}
        >
          <Rate aria-label={c.name} {...radioGroup} characterRender={starRender} />
        </Form.Item>
      ))}
      <Form.Item
        name="conts"
        label="评价内容"
        rules={[
          { required: true, whitespace: true, message: '请填写评价内容' },
          { min: MIN_REVIEW_TEXT, message: `评价内容至少${MIN_REVIEW_TEXT}个字` },
          { max: MAX_REVIEW_TEXT, message: `评价内容最多${MAX_REVIEW_TEXT}个字` },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={MAX_REVIEW_TEXT}
          placeholder="说说合作中的感受：方案、沟通、时间……"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitText}
      </Button>
    </Form>
  );
}
