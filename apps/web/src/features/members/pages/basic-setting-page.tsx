import type { UpdateBaseInfoBody, UserInfo } from '@hz/contract/members';
import { App, Button, Card, Descriptions, Form, Input, Radio, Skeleton } from 'antd';
import { useContext } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { maskMobile, sexOptions } from '../../../lib/format.ts';
import { ServerMobileHint, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useUpdateBaseInfo } from '../api/update-base-info.ts';
import { useUserInfo } from '../api/user-info.ts';
import { AvatarUpload } from '../components/avatar-upload.tsx';
import { LazyDateTextPicker } from '../components/lazy-date-text-picker.tsx';
import { RegionCascader } from '../components/region-cascader.tsx';
import { VerifyStatusTag } from '../components/verify-status-tag.tsx';
import '../members.css';

const editable = [
  'nickname',
  'name',
  'sex',
  'birth',
  'company',
  'myjob',
  'qqnum',
  'email',
  'addr',
  'descr',
] as const satisfies readonly (keyof UpdateBaseInfoBody & keyof UserInfo)[];

/** The form's fields: the editable ones, and `prov`/`city`/`strt` as one region picker. */
type Values = Required<Pick<UpdateBaseInfoBody, (typeof editable)[number]>> & { region: string[] };

/** The server names the region's parts; the form edits them with one picker. */
const regionAliases = { prov: 'region', city: 'region', strt: 'region' };
const formFields = [...editable, 'region'] as const;

const memberTypeNames: Record<number, string> = { 1: '企业客户', 2: '设计师', 3: '工厂' };

const max = (n: number) => ({ max: n, message: `最多${n}个字` });

function pickValues(info: UserInfo): Values {
  const region = info.prov ? [info.prov, info.city, info.strt].filter(Boolean) : [];
  const fields = Object.fromEntries(editable.map((k) => [k, info[k]])) as Omit<Values, 'region'>;
  return { ...fields, region };
}

/** Only the fields that differ from what the server has; the region's three parts go together. */
function changedFields(values: Values, info: UserInfo): UpdateBaseInfoBody {
  const out: Record<string, unknown> = {};
  for (const k of editable) {
    const raw = values[k];
    const v = typeof raw === 'string' ? raw.trim() : (raw ?? (k === 'sex' ? 0 : ''));
    if (v !== info[k]) out[k] = v;
  }
  const [prov = '', city = '', strt = ''] = values.region ?? [];
  if (prov !== info.prov || city !== info.city || strt !== info.strt)
    Object.assign(out, { prov, city, strt });
  return out as UpdateBaseInfoBody;
}

function ProfileForm({ info }: { info: UserInfo }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const update = useUpdateBaseInfo();

  const onFinish = (values: Values) => {
    const body = changedFields(values, info);
    if (Object.keys(body).length === 0) {
      message.info('资料没有变化');
      return;
    }
    update.mutate(body, {
      onSuccess: (data) => {
        message.success('资料已保存');
        form.setFieldsValue(pickValues(data));
      },
      onError: (err) => {
        if (!applyServerErrors(form, err, formFields, {}, regionAliases)) reportError(err);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      name="basicSetting"
      layout="vertical"
      initialValues={pickValues(info)}
      onFinish={onFinish}
      className="profile-form"
    >
      <AvatarUpload url={info.userlogo} />
      <div className="form-grid">
        <Form.Item name="nickname" label="昵称" rules={[max(30)]}>
          <Input maxLength={30} placeholder="展示给其他会员的名称" />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[max(30)]}>
          <Input maxLength={30} placeholder="真实姓名" autoComplete="name" />
        </Form.Item>
        <Form.Item name="sex" label="性别">
          <Radio.Group options={sexOptions.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="birth" label="出生日期">
          <LazyDateTextPicker placeholder="如 1990-05-01，可直接输入" />
        </Form.Item>
        <Form.Item name="company" label="公司" rules={[max(60)]}>
          <Input maxLength={60} placeholder="所在公司" autoComplete="organization" />
        </Form.Item>
        <Form.Item name="myjob" label="职位" rules={[max(30)]}>
          <Input maxLength={30} placeholder="如：设计总监" autoComplete="organization-title" />
        </Form.Item>
        <Form.Item
          name="qqnum"
          label="QQ号"
          rules={[{ pattern: /^[1-9]\d{4,11}$/, message: 'QQ号为5到12位数字' }]}
        >
          <Input maxLength={12} inputMode="numeric" placeholder="选填" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }, max(100)]}>
          <Input maxLength={100} placeholder="name@example.com" autoComplete="email" />
        </Form.Item>
        <Form.Item name="region" label="所在地区">
          <RegionCascader />
        </Form.Item>
        <Form.Item name="addr" label="详细地址" rules={[max(120)]}>
          <Input maxLength={120} placeholder="街道、门牌号" autoComplete="street-address" />
        </Form.Item>
      </div>
      <Form.Item name="descr" label="个人简介" rules={[max(500)]}>
        <Input.TextArea
          maxLength={500}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="介绍一下您自己或您的团队"
        />
      </Form.Item>
      <Form.Item className="form-actions">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** `/personCenter/basicSetting`: the member's own profile. */
export default function BasicSettingPage() {
  const info = useUserInfo();
  // antd's breakpoint for one column (xs), decided by the page's User-Agent until hydrated: the page is
  // rendered with the member's session (decision 066), where a responsive `column` has no window to
  // measure and rendered a phone three columns, one after hydrating (a layout shift of 0.08)
  const narrow = useMediaQuery('(max-width: 575.98px)', useContext(ServerMobileHint));

  return (
    <div className="pc-page">
      <PageHeader title="基本资料">完善资料，让合作方更了解您</PageHeader>
      {info.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : info.isError ? (
        <Card>
          <LoadFailed title="资料加载失败" onRetry={() => info.refetch()} />
        </Card>
      ) : (
        <>
          <Card title="账户信息" className="pc-card">
            <Descriptions
              column={narrow ? 1 : 2}
              items={[
                { key: 'cardno', label: '会员编号', children: info.data.cardno },
                { key: 'mobile', label: '手机号', children: maskMobile(info.data.mobile) },
                { key: 'type', label: '会员类型', children: memberTypeNames[info.data.usertype] ?? '会员' },
                { key: 'dates', label: '注册日期', children: info.data.dates || '—' },
                {
                  key: 'personauth',
                  label: '实名认证',
                  children: <VerifyStatusTag value={info.data.personauth} />,
                },
                {
                  key: 'businsauth',
                  label: '企业认证',
                  children: <VerifyStatusTag value={info.data.businsauth} />,
                },
              ]}
            />
          </Card>
          <Card title="个人资料" className="pc-card">
            <ProfileForm info={info.data} />
          </Card>
        </>
      )}
    </div>
  );
}
