import { BellOutlined } from '@ant-design/icons';
import {
  type SubscriptionCriteriaValues,
  type SubscriptionDelivery,
  subscriptionDeliveryNames,
  subscriptionSummary,
} from '@hz/contract/values/subscriptions';
import { App, Button, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref, paths } from '../config/paths.ts';
import { type CallBody, callApi, isBizError } from '../lib/api-client.ts';
import { useCallMutation } from '../lib/call-mutation.ts';
import { reportError } from '../lib/error-handler.ts';
import { useLoggedIn } from '../lib/login-state.ts';
import './subscribe-button.css';

/** Every cached answer about the member's subscriptions starts with this key. */
export const subscriptionsKey = ['subscriptions'] as const;

export const addSubscription = (body: CallBody<'Subscribe/add'>) => callApi('Subscribe/add', body);
/** A new subscription shows in 我的订阅. */
const useAddSubscription = () => useCallMutation(addSubscription, [subscriptionsKey]);

/** What the button subscribes to: the hall's current filters, or a show. */
export type SubscribeCriteria = Partial<Omit<SubscriptionCriteriaValues, 'kind'>> &
  Pick<SubscriptionCriteriaValues, 'kind'>;

const full = (c: SubscribeCriteria): SubscriptionCriteriaValues => ({
  prov: '',
  city: '',
  kw: '',
  minArea: null,
  maxArea: null,
  minCoins: null,
  maxCoins: null,
  layer: null,
  opens: null,
  style: '',
  minCost: null,
  maxCost: null,
  exhibitionId: null,
  ...c,
});

/** The call's body: the bounds that are set (0 and '' are no bound). */
function bodyOf(c: SubscriptionCriteriaValues, delivery: SubscriptionDelivery): CallBody<'Subscribe/add'> {
  const num = (n: number | null) => (n ? n : undefined);
  return {
    kind: c.kind,
    delivery,
    prov: c.prov,
    city: c.city,
    kw: c.kw,
    minArea: num(c.minArea),
    maxArea: num(c.maxArea),
    minCoins: num(c.minCoins),
    maxCoins: num(c.maxCoins),
    style: (c.style || undefined) as CallBody<'Subscribe/add'>['style'],
    minCost: num(c.minCost),
    maxCost: num(c.maxCost),
    exhibitionId: c.exhibitionId ?? undefined,
  };
}

/**
 * 订阅此筛选 (a hall) or 我要订阅 (a show, issue 28 point 5): a dialog shows in one line what will be
 * matched and asks instant or the 09:00 digest; a visitor is asked to log in first and comes back here.
 */
export function SubscribeButton({
  criteria,
  text = '订阅此筛选',
}: {
  criteria: SubscribeCriteria;
  text?: string;
}) {
  const [open, setOpen] = useState(false);
  const [delivery, setDelivery] = useState<SubscriptionDelivery>('instant');
  const loggedIn = useLoggedIn();
  const add = useAddSubscription();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const c = full(criteria);
  const summary = subscriptionSummary(c);

  const click = () => {
    if (loggedIn === false) {
      modal.confirm({
        title: '登录后即可订阅',
        icon: <BellOutlined aria-hidden />,
        content: '登录后即可订阅，有新的符合条件的项目或任务通过审核时，会第一时间通知您。',
        okText: '去登录',
        cancelText: '取消',
        onOk: () => navigate(loginHref(`${location.pathname}${location.search}`)),
      });
      return;
    }
    setOpen(true);
  };

  const submit = () =>
    add.mutate(bodyOf(c, delivery), {
      onSuccess: () => {
        setOpen(false);
        message.success(`订阅成功，可在“个人中心 › ${paths.subscriptions.title}”中管理`);
      },
      onError: (err) => {
        if (isBizError(err) && err.errCode !== 'invalid_params') message.warning(err.errMsg);
        else reportError(err);
      },
    });

  return (
    <>
      <Button icon={<BellOutlined aria-hidden />} onClick={click} className="subscribe-button">
        {text}
      </Button>
      <Modal
        open={open}
        title="订阅新的项目与任务"
        okText="确认订阅"
        cancelText="取消"
        confirmLoading={add.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          将为您推送：<strong className="subscribe-summary">{summary}</strong>
        </p>
        <p id="subscribe-delivery-label">推送方式</p>
        <Radio.Group
          aria-labelledby="subscribe-delivery-label"
          value={delivery}
          onChange={(e) => setDelivery(e.target.value as SubscriptionDelivery)}
          options={(['instant', 'digest'] as const).map((d) => ({
            value: d,
            label: subscriptionDeliveryNames[d],
          }))}
        />
        <p className="subscribe-hint">
          通过站内消息，以及您在通知设置中开启的短信、微信推送；每条推送都带有一键退订链接。
        </p>
      </Modal>
    </>
  );
}
