import { formatYuan } from '../../../lib/format.ts';
import { App, Button, Empty, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { VerificationNotice } from '../../../components/verification-notice.tsx';
import { loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-handler.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useInvitableTasks } from '../../tasks/api/invitable-tasks.ts';
import { useInviteDesigner } from '../../tasks/api/invite-designer.ts';

/**
 * 邀请参与 on a designer's page (decision 025): the client picks one of their approved open tasks and
 * the designer gets a message with its link. A visitor is sent to log in and back.
 */
export function InviteDesignerButton({ cardno, name }: { cardno: string; name: string }) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [task, setTask] = useState<number>();
  const tasks = useInvitableTasks(open);
  const invite = useInviteDesigner();
  const user = useUserInfo({ enabled: open, fresh: true });
  const here = `${location.pathname}${location.search}`;

  const start = () => {
    if (loggedIn === false) {
      navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    setOpen(true);
  };

  const submit = () => {
    if (!task) return;
    invite.mutate(
      { id: task, cardno },
      {
        onSuccess: () => {
          message.success(`已邀请${name}，对方会收到消息`);
          setOpen(false);
          setTask(undefined);
        },
        onError: (err) => message.error(isBizError(err) ? err.errMsg : errorText(err)),
      },
    );
  };

  const list = tasks.data ?? [];
  return (
    <>
      <Button type="primary" onClick={start}>
        邀请参与
      </Button>
      <Modal
        title={`邀请${name}参与设计任务`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okText="发送邀请"
        cancelText="取消"
        okButtonProps={{ disabled: !task, loading: invite.isPending }}
        destroyOnHidden
      >
        {tasks.isPending ? (
          <p>正在加载您的任务…</p>
        ) : tasks.isError ? (
          <p>
            {errorText(tasks.error)}{' '}
            <Button type="link" size="small" onClick={() => tasks.refetch()}>
              重试
            </Button>
          </p>
        ) : list.length === 0 ? (
          <>
            <VerificationNotice
              who={user.data}
              action="发布设计需求并邀请设计师"
              back={here}
              kept="需求表单会自动保存为草稿。"
            />
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您还没有审核通过、正在招募的设计任务">
              <Link to={paths.publish.path}>发布设计需求</Link>
            </Empty>
          </>
        ) : (
          <>
            <p>选择一个招募中的任务，设计师会收到邀请消息和任务链接：</p>
            <Select
              className="people-invite__select"
              aria-label="选择任务"
              placeholder="选择任务"
              value={task}
              onChange={setTask}
              options={list.map((t) => ({
                value: t.id,
                label: `${t.title}（${t.sizes}㎡，¥${formatYuan(t.cost)}）`,
              }))}
            />
          </>
        )}
      </Modal>
    </>
  );
}
