import {
  BuildOutlined,
  HighlightOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MessageItem } from '@hz/contract/messages';
import type { ReactNode } from 'react';

type Kind = MessageItem['kind'];

/** What each kind of message is called, and its icon. */
export const messageKinds: Record<Kind, { label: string; icon: ReactNode }> = {
  security: { label: '账户安全', icon: <SafetyCertificateOutlined /> },
  verify: { label: '认证审核', icon: <IdcardOutlined /> },
  admin: { label: '平台通知', icon: <NotificationOutlined /> },
  wallet: { label: '钱包', icon: <WalletOutlined /> },
  task: { label: '设计任务', icon: <HighlightOutlined /> },
  project: { label: '搭建项目', icon: <BuildOutlined /> },
  consult: { label: '咨询', icon: <MessageOutlined /> },
  system: { label: '系统消息', icon: <InfoCircleOutlined /> },
};

export function messageKind(kind: string) {
  return messageKinds[kind as Kind] ?? messageKinds.system;
}

/** A round icon by the kind of message; decorative (the kind is also written next to the time). */
export function MessageKindIcon({ kind }: { kind: string }) {
  const known = kind in messageKinds ? kind : 'system';
  return (
    <span className={`message-kind-icon message-kind-icon--${known}`} aria-hidden="true">
      {messageKind(kind).icon}
    </span>
  );
}
