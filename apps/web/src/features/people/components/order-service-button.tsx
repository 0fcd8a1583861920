import { MAX_TASK_ROUNDS, taskDeliverables, type taskStyles } from '@hz/contract/tasks';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import { LayerField, OpensField, StyleField } from '../../../components/booth-fields.tsx';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isVerified, VerificationNotice } from '../../../components/verification-notice.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { type OrderServiceBody, useOrderService } from '../../tasks/api/order-service.ts';

interface Values {
  title: string;
  sizes: number;
  opens: number;
  layer: 1 | 2;
  style: (typeof taskStyles)[number];
  sdate: Dayjs;
  edate: Dayjs;
  deadline: Dayjs;
  types: (typeof taskDeliverables)[number][];
  rounds: number;
  conts: string;
}

const FIELDS = [
  'title',
  'sizes',
  'opens',
  'layer',
  'style',
  'sdate',
  'edate',
  'deadline',
  'types',
  'rounds',
  'conts',
];
const FORMAT = 'YYYY-MM-DD';
const past = (d: Dayjs) => d.isBefore(dayjs(), 'day');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The description as the rich text the call takes: one paragraph per line. */
const paragraphs = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');

/**
 * 下单 on a design service's page (decision 025): the client describes the booth and the dates, confirms
 * the price, and gets a task already agreed with the designer (`confirmed`), to pay into escrow next on
 * the task's page. Visitors are sent to log in and back; the owner never sees it.
 */
export function OrderServiceButton({
  serviceId,
  title,
  price,
  days,
}: {
  serviceId: number;
  title: string;
  price: number;
  days: number;
}) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const order = useOrderService();
  const user = useUserInfo({ enabled: open, fresh: true });
  const mayOrder = !user.data || isVerified(user.data);

  const start = () => {
    if (loggedIn === false) {
      navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    setOpen(true);
  };

  const send = (v: Values) => {
    const body: OrderServiceBody = {
      id: serviceId,
      title: v.title,
      sizes: v.sizes,
      opens: v.opens,
      layer: v.layer,
      style: v.style,
      sdate: v.sdate.format(FORMAT),
      edate: v.edate.format(FORMAT),
      deadline: v.deadline.format(FORMAT),
      types: v.types,
      rounds: v.rounds,
      conts: paragraphs(v.conts),
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
      content: `按「${title}」下单，设计费 ¥${price}，约${days}天交付。下单后需在72小时内托管设计费，设计师才开始设计。`,
      okText: '确认下单',
      cancelText: '再想想',
      onOk: () => send(v),
    });

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
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={confirm}
          initialValues={{ opens: 2, layer: 1, rounds: 2, types: ['效果图'], title: `${title}` }}
        >
          <Form.Item
            name="title"
            label="任务标题"
            rules={[{ required: true, min: 4, max: 60, message: '任务标题为4–60个字' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="sizes"
            label="展位面积（㎡）"
            rules={[{ required: true, message: '请输入展位面积' }]}
          >
            <InputNumber min={1} max={100000} precision={0} className="people-order__number" />
          </Form.Item>
          <OpensField />
          <LayerField />
          <StyleField />
          <Form.Item
            name="sdate"
            label="展会开始日期"
            rules={[{ required: true, message: '请选择展会开始日期' }]}
          >
            <DatePicker format={FORMAT} disabledDate={past} inputReadOnly className="people-order__date" />
          </Form.Item>
          <Form.Item
            name="edate"
            label="展会结束日期"
            rules={[{ required: true, message: '请选择展会结束日期' }]}
          >
            <DatePicker format={FORMAT} disabledDate={past} inputReadOnly className="people-order__date" />
          </Form.Item>
          <Form.Item
            name="deadline"
            label="设计截止日期"
            extra={`该服务约${days}天交付`}
            rules={[{ required: true, message: '请选择设计截止日期' }]}
          >
            <DatePicker format={FORMAT} disabledDate={past} inputReadOnly className="people-order__date" />
          </Form.Item>
          <Form.Item
            name="types"
            label="需要的交付物"
            rules={[{ required: true, message: '请至少选择一种交付物' }]}
          >
            <CheckboxGroup options={taskDeliverables.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item
            name="rounds"
            label="包含修改次数"
            rules={[{ required: true, message: '请输入修改次数' }]}
          >
            <InputNumber min={0} max={MAX_TASK_ROUNDS} precision={0} />
          </Form.Item>
          <Form.Item
            name="conts"
            label="需求描述"
            rules={[{ required: true, min: 10, message: '需求描述至少10个字' }]}
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
