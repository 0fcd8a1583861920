import { ReviewState } from '@hz/contract/common/states';
import { Alert, App, Button, Drawer, Skeleton, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { conflictMessage, RejectReasonModal } from './reject-reason-modal.tsx';

/** What the shell needs of the item under review: its `ReviewState` and, when rejected, the reason. */
type Reviewed = { id: number; checked: number; reason: string };

/**
 * The console's review drawer around one item of any kind: loading and failed states, the rejection
 * reason of a rejected item on top, the body, and for a pending item the approve (after a confirm) and
 * reject (with a required reason) footer. A decision someone else made meanwhile (`state_conflict`)
 * closes with a notice; a decision made here closes the drawer.
 */
export function ReviewDrawer<T extends Reviewed>({
  open,
  what,
  noun,
  size = 860,
  info,
  confirmText,
  rejectExtra,
  rejectPlaceholder,
  rejectPresets,
  pending,
  onDecide,
  onClose,
  children,
}: {
  open: boolean;
  /** What is reviewed, in the titles: `${what}审核`, `通过${what}`, `驳回${what}`. */
  what: string;
  /** The item in notices: `${noun}加载失败`, `该${noun}已被处理，列表已刷新`. */
  noun: string;
  /** The drawer's width on a wide screen (full width on a phone). */
  size?: number;
  /** The item's query. */
  info: { data: T | undefined; isPending: boolean; refetch: () => unknown };
  /** The question the approve confirm asks. */
  confirmText: (item: T) => string;
  /** Who will see the reason, and where. */
  rejectExtra: string;
  rejectPlaceholder: string;
  /** The usual reasons of this kind, offered as quick choices. */
  rejectPresets?: readonly string[];
  /** A decision is being sent. */
  pending: boolean;
  onDecide: (id: number, pass: boolean, reason?: string) => Promise<unknown>;
  onClose: () => void;
  /** The item's own facts, laid out in `columns` columns. */
  children: (item: T, columns: number) => ReactNode;
}) {
  const isMobile = useIsMobile();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const conflictText = `该${noun}已被处理，列表已刷新`;
  const d = info.data;

  const approve = () => {
    if (!d) return;
    modal.confirm({
      title: `通过${what}`,
      content: confirmText(d),
      okText: '确认通过',
      cancelText: '取消',
      onOk: () =>
        onDecide(d.id, true)
          .then(() => {
            message.success('已通过');
            onClose();
          })
          .catch((err: unknown) => {
            if (isBizError(err) && err.errCode === 'state_conflict') {
              message.warning(conflictMessage(err, conflictText));
              onClose();
            } else reportError(err);
          }),
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={`${what}审核`}
      size={isMobile ? '100%' : size}
      destroyOnHidden
      footer={
        d?.checked === ReviewState.pending ? (
          <Space className="auth-review__actions">
            <Button type="primary" onClick={approve} loading={pending && !rejecting}>
              通过
            </Button>
            <Button danger onClick={() => setRejecting(true)}>
              驳回
            </Button>
          </Space>
        ) : null
      }
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !d ? (
        <LoadFailed title={`${noun}加载失败`} onRetry={() => info.refetch()} />
      ) : (
        <>
          {d.checked === ReviewState.rejected && d.reason && (
            <Alert
              className="auth-review__reason auth-review__reason--top"
              type="error"
              showIcon
              title="驳回原因"
              description={d.reason}
            />
          )}
          {children(d, isMobile ? 1 : 2)}
          <RejectReasonModal
            open={rejecting}
            title={`驳回${what}`}
            extra={rejectExtra}
            placeholder={rejectPlaceholder}
            presets={rejectPresets}
            conflictText={conflictText}
            pending={pending}
            reject={(reason) => onDecide(d.id, false, reason)}
            onClose={() => setRejecting(false)}
            onDone={() => {
              setRejecting(false);
              onClose();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
