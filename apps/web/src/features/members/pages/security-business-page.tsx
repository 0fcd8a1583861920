import { VerifyState } from '@hz/contract/common/states';
import { businessTypes, receiptTypes } from '@hz/contract/verification';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Form,
  type FormInstance,
  Input,
  Radio,
  Select,
} from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useBusinessAuth } from '../api/business-auth.ts';
import { type BusinessAuthInfo, useBusinessAuthInfo } from '../api/business-auth-info.ts';
import { type PersonAuthInfo, usePersonAuthInfo } from '../api/person-auth-info.ts';
import { type CertificateImage, CertificateUpload } from '../components/certificate-upload.tsx';
import { IdCardPair } from '../components/id-card-pair.tsx';
import { LazyDateTextPicker } from '../components/lazy-date-text-picker.tsx';
import { RegionCascader } from '../components/region-cascader.tsx';
import { VerifyScreen } from '../components/verify-screen.tsx';
import { placeName } from '../../../lib/content-format.ts';
import '../members.css';

type ReceiptType = keyof typeof receiptTypes;

interface Values {
  btitle: string;
  bstype?: (typeof businessTypes)[number];
  taxorder: string;
  bdate: string;
  bregion: string[];
  bcerts?: CertificateImage;
  name: string;
  mobile: string;
  tlphone: string;
  cardfrt?: CertificateImage;
  cardrvs?: CertificateImage;
  receipt: ReceiptType;
  fultitle: string;
  bkname: string;
  bkorder: string;
  mregion: string[];
  /** 同注册地址: the mailing region follows the registered one (not sent). */
  msame: boolean;
  maddr: string;
}

const fields = [
  'btitle',
  'bstype',
  'taxorder',
  'bdate',
  'bregion',
  'bcerts',
  'name',
  'mobile',
  'tlphone',
  'cardfrt',
  'cardrvs',
  'receipt',
  'fultitle',
  'bkname',
  'bkorder',
  'mregion',
  'maddr',
] as const;

/** The server checks each of `*prov`/`*city`/`*strt`; the form edits them with one picker. */
const regionAliases = {
  bprov: 'bregion',
  bcity: 'bregion',
  bstrt: 'bregion',
  mprov: 'mregion',
  mcity: 'mregion',
  mstrt: 'mregion',
};

const explanations: Readonly<Record<VerifyState, string>> = {
  [VerifyState.none]:
    '您还没有企业认证。提交营业执照、统一社会信用代码、联系人与开票信息，审核通过后可以企业身份发布项目或参与报价。',
  [VerifyState.pending]:
    '您的企业认证资料已提交，运营人员将在1–2个工作日内完成审核，结果会通过站内消息通知您。',
  [VerifyState.approved]: '您已完成企业认证，可以企业身份发布搭建项目、参与工厂报价。',
  [VerifyState.rejected]: '您的企业认证未通过审核，请根据驳回原因修改资料后重新提交。',
};

/** 18 characters of digits and capital letters; the server verifies the GB 32100 check character. */
const usccPattern = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/i;
const phonePattern = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4}|1[3-9]\d{9})$/;

const image = (id: string, url: string): CertificateImage | undefined =>
  id && url ? { id, url } : undefined;
const region = (...parts: string[]) => (parts[0] ? parts.filter(Boolean) : []);
/** Province, city (a municipality once) and district. */
const place = (prov: string, city: string, strt: string) =>
  [placeName(prov, city), strt].filter(Boolean).join(' ');
const sameRegion = (a: string[], b: string[]) => a.length > 0 && a.join('/') === b.join('/');

/**
 * The ID images of the member's approved person verification, offered for the contact when the contact
 * is that person (the server takes them only under that name).
 */
function ReuseIdImages({
  form,
  person,
  onUse,
}: {
  form: FormInstance<Values>;
  person: PersonAuthInfo;
  onUse: () => void;
}) {
  const name = Form.useWatch('name', form);
  const cardfrt = Form.useWatch('cardfrt', form);
  const cardrvs = Form.useWatch('cardrvs', form);
  if (cardfrt?.id === person.cardfrtId && cardrvs?.id === person.cardrvsId) return null;
  const other = Boolean(name?.trim()) && name?.trim() !== person.name;
  return (
    <Alert
      type="info"
      showIcon
      className="reuse-idcard"
      title={`联系人是 ${person.name} 本人？可直接使用实名认证的身份证照片`}
      description={other ? `使用后联系人姓名将改为 ${person.name}。` : undefined}
      action={
        <Button size="small" type="primary" onClick={onUse}>
          使用
        </Button>
      }
    />
  );
}

function Submitted({ info }: { info: BusinessAuthInfo }) {
  return (
    <>
      <Descriptions
        className="verify-desc"
        column={1}
        size="small"
        items={[
          { key: 'btitle', label: '企业名称', children: info.btitle },
          { key: 'taxorder', label: '统一社会信用代码', children: info.taxorder },
          { key: 'bstype', label: '企业类型', children: info.bstype },
          { key: 'bplace', label: '注册地', children: place(info.bprov, info.bcity, info.bstrt) },
          { key: 'contact', label: '联系人', children: `${info.name} ${info.mobile}` },
          {
            key: 'receipt',
            label: '发票',
            children: `${receiptTypes[info.receipt as ReceiptType] ?? ''} · ${info.fultitle}`,
          },
          { key: 'bank', label: '开户银行', children: `${info.bkname} ${info.bkorder}` },
          {
            key: 'mail',
            label: '邮寄地址',
            children: `${place(info.mprov, info.mcity, info.mstrt)} ${info.maddr}`,
          },
          { key: 'dates', label: '提交时间', children: `${info.dates} ${info.times}`.trim() || '—' },
        ]}
      />
      <div className="idcard-pair idcard-pair--three">
        {(
          [
            [info.bcerts, '营业执照'],
            [info.cardfrt, '联系人身份证人像面'],
            [info.cardrvs, '联系人身份证国徽面'],
          ] as const
        ).map(
          ([src, label]) =>
            src && (
              <figure key={label} className="idcard-pair__item">
                <img className="idcard-pair__shot" src={src} alt={label} />
                <figcaption>{label}</figcaption>
              </figure>
            ),
        )}
      </div>
    </>
  );
}

function BusinessAuthForm({ info }: { info: BusinessAuthInfo }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = useBusinessAuth();
  const person = usePersonAuthInfo();
  const first = info.businsauth === VerifyState.none;
  // a resubmission may keep the account number on file: the member is only ever shown it masked
  const bkOnFile = !first && info.bkorder ? info.bkorder : '';
  const verifiedPerson =
    person.data?.personauth === VerifyState.approved && person.data.cardfrtId && person.data.cardrvsId
      ? person.data
      : null;
  const msame = Form.useWatch('msame', form) ?? false;

  const takeVerifiedImages = (p: PersonAuthInfo) => {
    form.setFieldsValue({
      name: p.name,
      cardfrt: { id: p.cardfrtId, url: p.cardfrt },
      cardrvs: { id: p.cardrvsId, url: p.cardrvs },
    });
    void form.validateFields(['name', 'cardfrt', 'cardrvs']);
  };

  const setUploadError = (name: 'bcerts') => (msg: string | null) =>
    form.setFields([{ name, errors: msg ? [msg] : [] }]);

  // the invoice title is usually the business name: follow it until the member edits the title
  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    if (changed.btitle !== undefined && !form.isFieldTouched('fultitle')) {
      form.setFieldValue('fultitle', all.btitle);
    }
    // 同注册地址: the mailing region follows the registered one while ticked
    if ((changed.bregion !== undefined || changed.msame) && all.msame) {
      form.setFieldValue('mregion', all.bregion);
      if (all.bregion?.length) void form.validateFields(['mregion']);
    }
  };

  const onFinish = (v: Values) => {
    if (!v.bcerts || !v.cardfrt || !v.cardrvs || !v.bstype) return;
    const [bprov = '', bcity = '', bstrt = ''] = v.bregion;
    const [mprov = '', mcity = '', mstrt = ''] = v.mregion;
    submit.mutate(
      {
        btitle: v.btitle.trim(),
        bstype: v.bstype,
        taxorder: v.taxorder.trim().toUpperCase(),
        bdate: v.bdate,
        bprov,
        bcity,
        bstrt,
        bcerts: v.bcerts.id,
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        tlphone: v.tlphone.trim(),
        cardfrt: v.cardfrt.id,
        cardrvs: v.cardrvs.id,
        receipt: v.receipt,
        fultitle: v.fultitle.trim(),
        bkname: v.bkname.trim(),
        bkorder: v.bkorder,
        mprov,
        mcity,
        mstrt,
        maddr: v.maddr.trim(),
      },
      {
        onSuccess: () => {
          message.success('已提交，请等待审核');
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (err) => {
          if (!applyServerErrors(form, err, fields, { conflict: 'taxorder' }, regionAliases))
            reportError(err);
        },
      },
    );
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="verify-form verify-form--wide"
      scrollToFirstError={{ block: 'center' }}
      onValuesChange={onValuesChange}
      initialValues={{
        btitle: info.btitle,
        bstype: (businessTypes as readonly string[]).includes(info.bstype)
          ? (info.bstype as Values['bstype'])
          : undefined,
        taxorder: info.taxorder,
        bdate: info.bdate,
        bregion: region(info.bprov, info.bcity, info.bstrt),
        bcerts: image(info.bcertsId, info.bcerts),
        name: info.name,
        mobile: info.mobile,
        tlphone: info.tlphone,
        cardfrt: image(info.cardfrtId, info.cardfrt),
        cardrvs: image(info.cardrvsId, info.cardrvs),
        receipt: (info.receipt as ReceiptType) || 'plain',
        fultitle: info.fultitle,
        bkname: info.bkname,
        bkorder: '',
        mregion: region(info.mprov, info.mcity, info.mstrt),
        msame: sameRegion(
          region(info.mprov, info.mcity, info.mstrt),
          region(info.bprov, info.bcity, info.bstrt),
        ),
        maddr: info.maddr,
      }}
      onFinish={onFinish}
    >
      <Card className="pc-card" title={first ? '企业信息' : '企业信息（重新提交）'}>
        <Form.Item
          name="btitle"
          label="企业名称"
          rules={[required('请输入企业名称'), { min: 2, max: 60, message: '企业名称为2到60个字' }]}
        >
          <Input maxLength={60} placeholder="与营业执照上的名称一致" autoComplete="organization" />
        </Form.Item>
        <div className="form-grid">
          <Form.Item name="bstype" label="企业类型" rules={[{ required: true, message: '请选择企业类型' }]}>
            <Select
              placeholder="请选择"
              options={businessTypes.map((t) => ({ value: t, label: t }))}
              aria-label="企业类型"
            />
          </Form.Item>
          <Form.Item name="bdate" label="成立日期" rules={[{ required: true, message: '请选择成立日期' }]}>
            <LazyDateTextPicker placeholder="如 2015-06-18，可直接输入" />
          </Form.Item>
        </div>
        <Form.Item
          name="taxorder"
          label="统一社会信用代码"
          normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
          rules={[
            required('请输入统一社会信用代码'),
            { pattern: usccPattern, message: '统一社会信用代码为18位数字或大写字母' },
          ]}
        >
          <Input maxLength={18} placeholder="18位，见营业执照" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="bregion"
          label="注册地"
          rules={[{ required: true, type: 'array', min: 2, message: '请选择注册地所在省市区' }]}
        >
          <RegionCascader />
        </Form.Item>
        <Form.Item
          name="bcerts"
          label="营业执照"
          className="cert-single"
          rules={[{ required: true, message: '请上传营业执照' }]}
        >
          <CertificateUpload
            label="营业执照"
            purpose="licence"
            testId="bcerts-upload"
            onError={setUploadError('bcerts')}
          />
        </Form.Item>
      </Card>

      <Card className="pc-card" title="联系人">
        <div className="form-grid">
          <Form.Item
            name="name"
            label="联系人姓名"
            rules={[
              required('请输入联系人姓名'),
              { pattern: /^[\u4e00-\u9fa5·]{2,20}$/, message: '请输入身份证上的中文姓名' },
            ]}
          >
            <Input maxLength={20} placeholder="与身份证一致" autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="mobile"
            label="联系人手机"
            rules={[required('请输入手机号'), { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}
          >
            <Input maxLength={11} inputMode="numeric" placeholder="11位手机号" autoComplete="tel" />
          </Form.Item>
        </div>
        <Form.Item
          name="tlphone"
          label="固定电话（选填）"
          rules={[{ pattern: phonePattern, message: '请输入正确的联系电话，如 010-12345678' }]}
        >
          <Input maxLength={20} placeholder="如 010-12345678" autoComplete="off" />
        </Form.Item>
        {verifiedPerson && (
          <ReuseIdImages
            form={form}
            person={verifiedPerson}
            onUse={() => takeVerifiedImages(verifiedPerson)}
          />
        )}
        <IdCardPair form={form} whose="联系人" />
      </Card>

      <Card className="pc-card" title="发票信息">
        <Form.Item name="receipt" label="发票类型" rules={[{ required: true, message: '请选择发票类型' }]}>
          <Radio.Group options={Object.entries(receiptTypes).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item
          name="fultitle"
          label="发票抬头"
          rules={[required('请输入发票抬头'), { min: 2, max: 60, message: '发票抬头为2到60个字' }]}
        >
          <Input maxLength={60} placeholder="一般为企业全称" autoComplete="off" />
        </Form.Item>
        <div className="form-grid">
          <Form.Item
            name="bkname"
            label="开户银行"
            rules={[required('请输入开户银行'), { min: 4, max: 60, message: '开户银行为4到60个字' }]}
          >
            <Input maxLength={60} placeholder="如 招商银行上海浦东支行" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="bkorder"
            label="银行账号"
            normalize={(v: string) => v.replace(/[^\d\s-]/g, '')}
            rules={[
              ...(bkOnFile ? [] : [required('请输入银行账号')]),
              {
                validator: (_, v: string | undefined) =>
                  !v || /^\d{8,30}$/.test(v.replace(/[\s-]/g, ''))
                    ? Promise.resolve()
                    : Promise.reject(new Error('银行账号应为8到30位数字')),
              },
            ]}
            extra={bkOnFile ? `已提交：${bkOnFile}。账号不变请留空，将沿用已提交的账号` : undefined}
          >
            <Input
              maxLength={40}
              inputMode="numeric"
              placeholder={bkOnFile ? '不修改请留空' : '对公账户账号'}
              autoComplete="off"
            />
          </Form.Item>
        </div>
      </Card>

      <Card className="pc-card" title="邮寄地址">
        <p className="card-hint">用于寄送发票与纸质合同。</p>
        <Form.Item name="msame" valuePropName="checked" className="msame-item">
          <Checkbox>同注册地址</Checkbox>
        </Form.Item>
        <Form.Item
          name="mregion"
          label="所在地区"
          rules={[{ required: true, type: 'array', min: 2, message: '请选择邮寄地址所在省市区' }]}
          extra={msame ? '与注册地相同；如需不同的地区，请取消勾选“同注册地址”' : undefined}
        >
          <RegionCascader disabled={msame} />
        </Form.Item>
        <Form.Item
          name="maddr"
          label="详细地址"
          rules={[required('请输入详细地址'), { min: 4, max: 100, message: '详细地址为4到100个字' }]}
        >
          <Input.TextArea
            rows={2}
            maxLength={100}
            placeholder="街道、门牌号、楼层等"
            autoComplete="street-address"
          />
        </Form.Item>
        <p className="card-hint">
          证件与执照照片支持 JPG、PNG、WebP，单张不超过10MB，仅用于审核，不会公开展示。
        </p>
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            提交审核
          </Button>
        </Form.Item>
      </Card>
    </Form>
  );
}

/** `/personCenter/security_business`: the member's business verification, its state and the form. */
export default function SecurityBusinessPage() {
  return (
    <VerifyScreen<BusinessAuthInfo>
      title="企业认证"
      intro="完成企业认证后可以企业身份发布搭建项目，工厂可参与项目报价"
      query={useBusinessAuthInfo()}
      state={(d) => d.businsauth}
      explanations={explanations}
      skeletonRows={10}
      submitted={(d) => <Submitted info={d} />}
      form={(d) => <BusinessAuthForm info={d} />}
    />
  );
}
