import { VerifyState } from '@hz/contract/common/states';
import { App, Button, Card, Descriptions, Form, Input } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { usePersonAuth } from '../api/person-auth.ts';
import { type PersonAuthInfo, usePersonAuthInfo } from '../api/person-auth-info.ts';
import type { CertificateImage } from '../components/certificate-upload.tsx';
import { IdCardPair } from '../components/id-card-pair.tsx';
import { VerifyScreen } from '../components/verify-screen.tsx';
import '../members.css';

interface Values {
  name: string;
  idcard: string;
  cardfrt?: CertificateImage;
  cardrvs?: CertificateImage;
}

const fields = ['name', 'idcard', 'cardfrt', 'cardrvs'] as const;

const explanations: Readonly<Record<VerifyState, string>> = {
  [VerifyState.none]: '您还没有实名认证。提交真实姓名、身份证号与证件照片，审核通过后可发布需求或承接任务。',
  [VerifyState.pending]:
    '您的实名认证资料已提交，运营人员将在1–2个工作日内完成审核，结果会通过站内消息通知您。',
  [VerifyState.approved]: '您已完成实名认证，可以发布需求或承接任务。',
  [VerifyState.rejected]: '您的实名认证未通过审核，请根据驳回原因修改资料后重新提交。',
};

/** 18 characters, the last may be X; the server checks the rest (region, birth date, check digit). */
const idcardPattern = /^\d{17}[\dXx]$/;

function image(id: string, url: string): CertificateImage | undefined {
  return id && url ? { id, url } : undefined;
}

function Submitted({ info }: { info: PersonAuthInfo }) {
  return (
    <>
      <Descriptions
        className="verify-desc"
        column={1}
        size="small"
        items={[
          { key: 'name', label: '真实姓名', children: info.name },
          { key: 'idcard', label: '身份证号', children: info.idcard },
          { key: 'dates', label: '提交时间', children: `${info.dates} ${info.times}`.trim() || '—' },
        ]}
      />
      <div className="idcard-pair">
        {info.cardfrt && (
          <figure className="idcard-pair__item">
            <img className="idcard-pair__shot" src={info.cardfrt} alt="身份证人像面" />
            <figcaption>身份证人像面</figcaption>
          </figure>
        )}
        {info.cardrvs && (
          <figure className="idcard-pair__item">
            <img className="idcard-pair__shot" src={info.cardrvs} alt="身份证国徽面" />
            <figcaption>身份证国徽面</figcaption>
          </figure>
        )}
      </div>
    </>
  );
}

function PersonAuthForm({ info }: { info: PersonAuthInfo }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = usePersonAuth();
  // a resubmission may keep the number on file: the member is only ever shown it masked
  const onFile = info.personauth !== VerifyState.none && info.idcard ? info.idcard : '';

  const onFinish = (v: Values) => {
    if (!v.cardfrt || !v.cardrvs) return;
    submit.mutate(
      {
        name: v.name.trim(),
        idcard: v.idcard.trim().toUpperCase(),
        cardfrt: v.cardfrt.id,
        cardrvs: v.cardrvs.id,
      },
      {
        onSuccess: () => message.success('已提交，请等待审核'),
        onError: (err) => {
          if (!applyServerErrors(form, err, fields, { conflict: 'idcard' })) reportError(err);
        },
      },
    );
  };

  return (
    <Card
      className="pc-card"
      title={info.personauth === VerifyState.none ? '填写认证资料' : '重新提交认证资料'}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        className="verify-form"
        initialValues={{
          name: info.name,
          idcard: '',
          cardfrt: image(info.cardfrtId, info.cardfrt),
          cardrvs: image(info.cardrvsId, info.cardrvs),
        }}
        onFinish={onFinish}
      >
        <Form.Item
          name="name"
          label="真实姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入真实姓名' },
            { pattern: /^[\u4e00-\u9fa5·]{2,20}$/, message: '请输入身份证上的中文姓名' },
          ]}
        >
          <Input maxLength={20} placeholder="与身份证一致" autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="idcard"
          label="身份证号"
          rules={[
            { required: !onFile, whitespace: true, message: '请输入身份证号' },
            { pattern: idcardPattern, message: '身份证号为18位，最后一位可以是X' },
          ]}
          extra={onFile ? `已提交：${onFile}。号码不变请留空，将沿用已提交的号码` : undefined}
        >
          <Input maxLength={18} placeholder={onFile ? '不修改请留空' : '18位身份证号'} autoComplete="off" />
        </Form.Item>
        <IdCardPair form={form} />
        <p className="card-hint">支持 JPG、PNG、WebP，单张不超过10MB；证件照片仅用于审核，不会公开展示。</p>
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            提交审核
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** `/personCenter/security_person`: the member's person verification, its state and the form. */
export default function SecurityPersonPage() {
  return (
    <VerifyScreen<PersonAuthInfo>
      title="实名认证"
      intro="完成实名认证后可发布设计需求、搭建项目或承接任务"
      query={usePersonAuthInfo()}
      state={(d) => d.personauth}
      explanations={explanations}
      skeletonRows={8}
      submitted={(d) => <Submitted info={d} />}
      form={(d) => <PersonAuthForm info={d} />}
    />
  );
}
