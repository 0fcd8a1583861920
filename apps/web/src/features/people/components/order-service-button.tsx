import type { ServiceInfo } from '@hz/contract/services';
import { serviceOrderTerms, type taskStyles } from '@hz/contract/tasks';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LayerField, OpensField, StyleField } from '../../../components/booth-fields.tsx';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { isVerified, VerificationNotice } from '../../../components/verification-notice.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { textToHtml } from '../../../lib/description-text.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { dateOrder, notPast } from '../../../lib/form-rules.ts';
import { chinaToday, formatYuan } from '../../../lib/format.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { type OrderServiceBody, useOrderService } from '../../tasks/api/order-service.ts';
import { areaRange, servicePrice } from './people-format.ts';

/** What the service leaves open: the booth, the show's dates, the design deadline, the description. */
interface Values {
  title: string;
  sizes: number;
  opens: number;
  layer: 1 | 2;
  style: (typeof taskStyles)[number];
  sdate: string;
  edate: string;
  deadline: string;
  conts: string;
}

const FIELDS = ['title', 'sizes', 'opens', 'layer', 'style', 'sdate', 'edate', 'deadline', 'conts'];

/** The China date `days` after today (`YYYY-MM-DD`). */
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The task's default title: the service's, with the booth's area once known. */
const titleFor = (title: string, sizes?: number) => (sizes ? `${title}（${sizes}㎡）` : title);

type Service = Pick<
  ServiceInfo,
  'id' | 'title' | 'price' | 'negotiable' | 'days' | 'areaMin' | 'areaMax' | 'includes' | 'excludes'
>;

/** The service's terms, fixed by the designer: shown as facts, not asked (issue 27 point 11). */
function ServiceTerms({ service: s }: { service: Service }) {
  const { types, rounds } = serviceOrderTerms(s.includes);
  const rows: [string, string][] = [
    ['服务', s.title],
    ['设计费', servicePrice(s.price, s.negotiable)],
    ['交付周期', `约${s.days}天交付`],
    ['适用面积', areaRange(s.areaMin, s.areaMax)],
    ['交付物', types.join('、')],
    ['修改次数', `${rounds}次`],
    ['服务内容', s.includes],
  ];
  if (s.excludes) rows.push(['不含', s.excludes]);
  return (
    <section className="people-order__terms" aria-label="服务约定">
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="people-order__hint">以上由服务约定，下单时无需填写；请补充展位和展会信息。</p>
    </section>
  );
}

/**
 * 下单 on a design service's page (decision 025, issue 27 point 11): the service's terms (price, delivery,
 * area range, deliverables and rounds) are shown as facts; the client gives only what the service leaves
 * open (the booth within its area range, the show's dates, the description; the design deadline starts at
 * today + the service's days), confirms the price, and gets a task already agreed with the designer
 * (`confirmed`), to pay into escrow next on the task's page. Visitors are sent to log in and back; the
 * owner never sees it.
 */
export function OrderServiceButton({ service }: { service: Service }) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const titleWritten = useRef(false);
  const [form] = Form.useForm<Values>();
  const order = useOrderService();
  const user = useUserInfo({ enabled: open, fresh: true });
  const mayOrder = !user.data || isVerified(user.data);
  const { title, price, days, areaMin, areaMax } = service;
  const earliest = daysFromToday(days);
  const fixedArea = areaMin === areaMax ? areaMin : undefined;

  const start = () => {
    if (loggedIn === false) {
      navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    titleWritten.current = false;
    setOpen(true);
  };

  const send = (v: Values) => {
    const body: OrderServiceBody = {
      id: service.id,
      title: v.title.trim(),
      sizes: v.sizes,
      opens: v.opens,
      layer: v.layer,
      style: v.style,
      sdate: v.sdate,
      edate: v.edate,
      deadline: v.deadline,
      conts: textToHtml(v.conts),
      tips: '',
      attach: [],
    };
    order.mutate(body, {
      onSuccess: (task) => {
        setOpen(false);
        message.success('下单成功，请在72小时内托管设计费');
        navigate(href(paths.publishDetail.path, { id: task.id }));
      },
      onError: (err) => {
        if (!applyServerErrors(form, err, FIELDS))
          message.error(isBizError(err) ? err.errMsg : errorText(err));
      },
    });
  };

  const confirm = (v: Values) =>
    modal.confirm({
      title: '确认下单',
      content: `按「${title}」下单，设计费 ¥${formatYuan(price)}，约${days}天交付。下单后需在72小时内托管设计费，设计师才开始设计；验收后平台扣除服务费后支付给设计师。`,
      okText: '确认下单',
      cancelText: '再想想',
      onOk: () => send(v),
    });

  // the title follows the area until the client writes one of their own (the form's `touched` cannot
  // tell: setting the field from here marks it touched too)
  const onValuesChange = (changed: Partial<Values>) => {
    if ('sizes' in changed && !titleWritten.current)
      form.setFieldsValue({ title: titleFor(title, changed.sizes ?? undefined) });
  };

  return (
    <>
      <Button type="primary" size="large" onClick={start}>
        下单
      </Button>
      <Modal
        title="下单设计服务"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="下一步"
        cancelText="取消"
        okButtonProps={{ loading: order.isPending, disabled: !mayOrder }}
        destroyOnHidden
      >
        <VerificationNotice
          who={user.data}
          action="购买设计服务"
          back={`${location.pathname}${location.search}`}
          kept="认证通过后回到这个服务页即可下单。"
        />
        <ServiceTerms service={service} />
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={confirm}
          onValuesChange={onValuesChange}
          initialValues={{
            opens: 2,
            layer: 1,
            sizes: fixedArea,
            title: titleFor(title, fixedArea),
            deadline: earliest,
          }}
        >
          <Form.Item
            name="sizes"
            label="展位面积（㎡）"
            extra={`该服务适用于 ${areaRange(areaMin, areaMax)} 的展位`}
            rules={[
              { required: true, message: '请输入展位面积' },
              {
                type: 'number',
                min: areaMin,
                max: areaMax,
                message: `该服务适用面积为${areaRange(areaMin, areaMax)}`,
              },
            ]}
          >
            <InputNumber precision={0} className="people-order__number" />
          </Form.Item>
          <OpensField />
          <LayerField />
          <StyleField />
          <Form.Item
            name="sdate"
            label="展会开始日期"
            rules={[{ required: true, message: '请选择展会开始日期' }, notPast('展会开始日期')]}
          >
            <LazyDatePicker placeholder="开始日期" aria-label="展会开始日期" />
          </Form.Item>
          <Form.Item
            name="edate"
            label="展会结束日期"
            dependencies={['sdate']}
            rules={[
              { required: true, message: '请选择展会结束日期' },
              dateOrder('sdate', 'after', '展会结束日期不能早于开始日期'),
            ]}
          >
            <LazyDatePicker placeholder="结束日期" aria-label="展会结束日期" />
          </Form.Item>
          <Form.Item
            name="deadline"
            label="设计截止日期"
            dependencies={['sdate']}
            extra={`该服务约${days}天交付，最早 ${earliest}，不能晚于展会开始日期`}
            rules={[
              { required: true, message: '请选择设计截止日期' },
              {
                validator: (_, v: string | undefined) =>
                  !v || v >= earliest
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(`该服务交付周期为${days}天，设计截止日期不能早于 ${earliest}`),
                      ),
              },
              dateOrder('sdate', 'before', '设计截止日期不能晚于展会开始日期'),
            ]}
          >
            <LazyDatePicker placeholder="截止日期" aria-label="设计截止日期" />
          </Form.Item>
          <Form.Item
            name="title"
            label="任务标题"
            rules={[{ required: true, whitespace: true, min: 4, max: 60, message: '任务标题为4–60个字' }]}
          >
            <Input maxLength={60} onInput={() => (titleWritten.current = true)} />
          </Form.Item>
          <Form.Item
            name="conts"
            label="需求描述"
            rules={[{ required: true, whitespace: true, min: 10, message: '需求描述至少10个字' }]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={5000}
              placeholder="品牌、展品、功能区、参考风格等"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
