import { WechatOutlined } from '@ant-design/icons';
import {
  type NoticeChannel,
  type NoticeGroup,
  type NoticeSettings,
  noticeChannelNames,
  noticeGroupHints,
  noticeGroupNames,
} from '@hz/contract/notices';
import { App, Button, Card, Popconfirm, QRCode, Skeleton, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import {
  useNoticeSettings,
  useSaveNoticeSettings,
  useWechatQr,
  useWechatUnbind,
} from '../api/notice-settings.ts';
import '../notices.css';

const channels: readonly NoticeChannel[] = ['inapp', 'sms', 'wechat'];

/** One group's three switches; a switch saves at once. */
function GroupRow({
  s,
  group,
  onChange,
  saving,
}: {
  s: NoticeSettings;
  group: NoticeSettings['groups'][number];
  onChange: (group: NoticeGroup, channel: NoticeChannel, on: boolean) => void;
  saving: boolean;
}) {
  const name = noticeGroupNames[group.group];
  return (
    <li className="notice-group">
      <div className="notice-group__what">
        <strong>{name}</strong>
        <span className="notice-group__hint">{noticeGroupHints[group.group]}</span>
      </div>
      <div className="notice-group__switches">
        {channels.map((c) => {
          const off = c === 'wechat' && (!s.wechatAvailable || !s.wechatBound);
          return (
            <span key={c} className="notice-switch">
              <Switch
                size="small"
                checked={group[c] && !off}
                disabled={off || saving}
                onChange={(on) => onChange(group.group, c, on)}
                aria-label={`${name}：${noticeChannelNames[c]}`}
              />
              <span aria-hidden>{noticeChannelNames[c]}</span>
            </span>
          );
        })}
      </div>
    </li>
  );
}

/** The service account: bound, or a code to scan (the page polls until the scan lands). */
function WechatBinding({ s, onQr }: { s: NoticeSettings; onQr: (on: boolean) => void }) {
  const { message } = App.useApp();
  const qr = useWechatQr();
  const unbind = useWechatUnbind();
  const [url, setUrl] = useState<string>();
  if (!s.wechatAvailable)
    return <p className="notice-note">微信通知暂未开通，开通后可在此绑定服务号接收通知。</p>;
  if (s.wechatBound)
    return (
      <div className="notice-wechat">
        <Tag color="success" icon={<WechatOutlined aria-hidden />}>
          已绑定微信服务号
        </Tag>
        <Popconfirm
          title="解除微信绑定？"
          description="解除后将不再通过微信接收通知"
          okText="解除绑定"
          cancelText="取消"
          onConfirm={() =>
            unbind.mutateAsync(undefined).then(() => {
              message.success('已解除微信绑定');
            }, reportError)
          }
        >
          <Button size="small">解除绑定</Button>
        </Popconfirm>
      </div>
    );
  if (url)
    return (
      <div className="notice-wechat notice-wechat--qr">
        <QRCode value={url} size={160} bordered={false} aria-label="微信服务号绑定二维码" />
        <p className="notice-note">
          请用微信扫描二维码并关注「会展通」服务号，关注后本页会自动显示已绑定。二维码10分钟内有效。
        </p>
        <Button
          size="small"
          onClick={() => {
            setUrl(undefined);
            onQr(false);
          }}
        >
          取消
        </Button>
      </div>
    );
  return (
    <div className="notice-wechat">
      <Tag>未绑定</Tag>
      <Button
        size="small"
        type="primary"
        icon={<WechatOutlined aria-hidden />}
        loading={qr.isPending}
        onClick={() =>
          qr.mutateAsync(undefined).then((r) => {
            setUrl(r.url);
            onQr(true);
          }, reportError)
        }
      >
        绑定微信接收通知
      </Button>
    </div>
  );
}

/**
 * `/personCenter/noticeSetting` (通知设置, issue 28): per group of notices, the message centre, SMS and
 * WeChat on or off (each switch saves at once); the WeChat service account's binding; what the server
 * does with quiet hours and the daily SMS cap.
 */
export default function NoticeSettingPage() {
  const { message } = App.useApp();
  const [polling, setPolling] = useState(false);
  const settings = useNoticeSettings(polling);
  const save = useSaveNoticeSettings();
  const s = settings.data;
  const bound = s?.wechatBound === true;
  useEffect(() => {
    if (!polling || !bound) return;
    setPolling(false);
    message.success('微信绑定成功，将通过微信接收通知');
  }, [polling, bound, message]);

  const onChange = (group: NoticeGroup, channel: NoticeChannel, on: boolean) => {
    const g = s?.groups.find((x) => x.group === group);
    if (!g) return;
    save.mutateAsync({ groups: [{ ...g, [channel]: on }] }).then(() => {
      message.success('已保存');
    }, reportError);
  };

  return (
    <div className="pc-page">
      <PageHeader title="通知设置">选择各类通知通过哪些方式提醒您</PageHeader>
      {settings.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : settings.isError || !s ? (
        <Card>
          <LoadFailed title="加载失败" onRetry={() => settings.refetch()} />
        </Card>
      ) : (
        <>
          <Card className="pc-card" title="通知方式">
            <ul className="notice-groups">
              {s.groups.map((g) => (
                <GroupRow key={g.group} s={s} group={g} onChange={onChange} saving={save.isPending} />
              ))}
            </ul>
            <p className="notice-note">
              付款、验收、报馆等到期提醒属于紧急通知：始终发送站内消息，免打扰时段也照常发送短信和微信。
            </p>
          </Card>
          <Card className="pc-card" title="短信">
            <p className="notice-note">
              短信发送至 {s.mobile}。每天最多 {s.smsPerDay} 条通知短信，超出的部分于次日 09:00 汇总为一条。
              {s.quietFrom
                ? `${s.quietFrom}–${s.quietTo} 为免打扰时段，非紧急的短信和微信通知延后到 ${s.quietTo} 发送。`
                : ''}
            </p>
          </Card>
          <Card className="pc-card" title="微信服务号">
            <WechatBinding s={s} onQr={setPolling} />
          </Card>
        </>
      )}
    </div>
  );
}
