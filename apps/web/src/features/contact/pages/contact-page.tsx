import { ClockCircleOutlined, MailOutlined, PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import { feedbackKindNames, feedbackKinds, type FeedbackKind } from '@hz/contract/contact';
import { Alert, Button, Form, Input, Radio, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useContactInfo } from '../api/contact-info.ts';
import { useAddFeedback } from '../api/feedback-add.ts';
import '../contact.css';

interface FeedbackValues {
  kind: FeedbackKind;
  content: string;
  contact: string;
}

const MOBILE_OR_EMAIL = /^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

function Way({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="contact-way">
      <span className="contact-way__icon" aria-hidden>
        {icon}
      </span>
      <span className="contact-way__label">{label}</span>
      <span className="contact-way__value">{children}</span>
    </li>
  );
}

/** The platform's phone, email, WeChat and hours; an item the operator has not set is left out. */
function ContactWays() {
  const info = useContactInfo();
  const d = info.data;
  if (!d) {
    return info.isError ? (
      <LoadFailed title="联系方式加载失败" onRetry={() => info.refetch()} />
    ) : (
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    );
  }
  return (
    <ul className="contact-ways">
      {d.phone && (
        <Way icon={<PhoneOutlined />} label="客服电话">
          <a href={`tel:${d.phone.replace(/[\s-]/g, '')}`}>{d.phone}</a>
        </Way>
      )}
      {d.email && (
        <Way icon={<MailOutlined />} label="客服邮箱">
          <a href={`mailto:${d.email}`}>{d.email}</a>
        </Way>
      )}
      {d.wechat && (
        <Way icon={<WechatOutlined />} label="客服微信">
          <Typography.Text copyable={{ text: d.wechat, tooltips: ['复制微信号', '已复制'] }}>
            {d.wechat}
          </Typography.Text>
        </Way>
      )}
      {d.hours && (
        <Way icon={<ClockCircleOutlined />} label="服务时间">
          {d.hours}
        </Way>
      )}
    </ul>
  );
}

/**
 * The feedback form: a kind, what happened, and where to reply (a visitor must say; a member may leave it
 * empty and is answered at the account's mobile and in the message centre). The hourly limit's refusal
 * stands above the button.
 */
function FeedbackForm({ initialKind }: { initialKind: FeedbackKind }) {
  const [form] = Form.useForm<FeedbackValues>();
  const loggedIn = useLoggedIn();
  const add = useAddFeedback();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<{ dates: string; times: string } | null>(null);

  if (sent) {
    return (
      <Result
        status="success"
        title="反馈已提交"
        subTitle={`提交时间 ${sent.dates} ${sent.times}。我们会在1–3个工作日内处理并回复您${loggedIn ? '，处理结果也会通过站内消息通知您' : ''}。`}
        extra={
          <Button
            onClick={() => {
              setSent(null);
              form.resetFields();
            }}
          >
            再写一条
          </Button>
        }
      />
    );
  }

  const onFinish = (v: FeedbackValues) => {
    setRefusal(null);
    add.mutate(
      { kind: v.kind, content: v.content.trim(), contact: (v.contact ?? '').trim() },
      {
        onSuccess: (data) => setSent(data),
        onError: (err) => {
          if (applyServerErrors(form, err, ['kind', 'content', 'contact'])) return;
          if (isBizError(err) && err.errCode === 'rate_limited') setRefusal(err.errMsg);
          else reportError(err);
        },
      },
    );
  };

  return (
    <Form<FeedbackValues>
      form={form}
      name="feedback"
      layout="vertical"
      requiredMark={false}
      initialValues={{ kind: initialKind, content: '', contact: '' }}
      onFinish={onFinish}
      onValuesChange={() => refusal && setRefusal(null)}
    >
      <Form.Item name="kind" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
        <Radio.Group
          optionType="button"
          className="contact-kinds"
          options={feedbackKinds.map((k) => ({ value: k, label: feedbackKindNames[k] }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label="反馈内容"
        rules={[
          { required: true, whitespace: true, message: '请填写反馈内容' },
          {
            validator: (_, v: string | undefined) => {
              const n = (v ?? '').trim().length;
              return n > 0 && n < 5
                ? Promise.reject(new Error('请至少写5个字，说清楚您遇到的问题'))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea
          rows={5}
          maxLength={1000}
          showCount
          placeholder="请描述您遇到的问题或建议；举报请写明内容的标题或链接"
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label={loggedIn ? '联系方式（选填）' : '联系方式'}
        extra={
          loggedIn
            ? '不填写时，我们将通过您的注册手机号和站内消息回复您'
            : '无需登录；我们将通过您留下的手机号或邮箱回复您'
        }
        rules={[
          { required: loggedIn !== true, whitespace: true, message: '请填写手机号或邮箱，方便我们回复您' },
          { pattern: MOBILE_OR_EMAIL, message: '请填写正确的手机号或邮箱' },
        ]}
      >
        <Input maxLength={100} autoComplete="email" placeholder="手机号或邮箱" />
      </Form.Item>
      {refusal && <Alert type="error" showIcon className="contact-refusal" title={refusal} role="alert" />}
      <Button type="primary" htmlType="submit" loading={add.isPending} className="contact-submit">
        提交反馈
      </Button>
    </Form>
  );
}

/**
 * `/contact` 联系我们 (decision 015): the platform's contact settings and a feedback form that lands in the
 * operators' console (`/admin/feedback`). `?kind=report` opens the form on that kind.
 */
export default function ContactPage() {
  const [params] = useSearchParams();
  const k = params.get('kind');
  const initialKind = feedbackKinds.find((x) => x === k) ?? 'consult';
  return (
    <div className="container narrow contact-page">
      <PageHeader title="联系我们">咨询、建议、投诉或举报，都可以通过以下方式联系平台客服</PageHeader>
      <section className="contact-card" aria-labelledby="contact-ways-title">
        <h2 id="contact-ways-title">客服联系方式</h2>
        <ContactWays />
      </section>
      <section className="contact-card" aria-labelledby="contact-feedback-title">
        <h2 id="contact-feedback-title">意见反馈</h2>
        <p className="contact-card__intro">
          留下您的问题或建议，平台客服会尽快处理。常见问题可先查看 <Link to={paths.help.path}>帮助中心</Link>
          。
        </p>
        <FeedbackForm initialKind={initialKind} />
      </section>
    </div>
  );
}
