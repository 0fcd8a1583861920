import { Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isVerified, VerificationNotice } from '../../../components/verification-notice.tsx';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useTaskDraft } from '../api/task-draft.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PublishModeSwitch } from '../../../components/publish-mode-switch.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useTaskInfo } from '../api/task-info.ts';
import { fromDraft, fromTask, TaskForm } from '../components/task-form.tsx';
import '../tasks.css';

const editable = ['open', 'selecting'];

function EditTask({ id, onDone }: { id: number; onDone: (id: number) => void }) {
  const info = useTaskInfo(id);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const d = info.data;
  if (!d) {
    if (isBizError(info.error) && info.error.errCode === 'not_found')
      return (
        <Result
          status="warning"
          title="找不到这个设计需求"
          extra={<Link to={paths.businessList.path}>查看我的任务</Link>}
        />
      );
    return <LoadFailed title="设计需求加载失败" onRetry={() => info.refetch()} />;
  }
  if (d.role !== 'client')
    return (
      <Result
        status="warning"
        title="只能修改自己发布的设计需求"
        extra={<Link to={href(paths.publishDetail.path, { id })}>查看需求</Link>}
      />
    );
  if (!editable.includes(d.status))
    return (
      <Result
        status="info"
        title="设计师已确认接单，需求不能再修改"
        subTitle="如需调整，请与设计师沟通，或在交付前协商取消。"
        extra={<Link to={href(paths.publishDetail.path, { id })}>查看需求</Link>}
      />
    );
  return <TaskForm key={id} initial={fromTask(d)} showname={d.showname} editId={id} onDone={onDone} />;
}

/**
 * A new task: what publishing needs is said before typing, and the form is the member's server draft,
 * kept across the detour to verification (decision 045).
 */
function NewTask({ onDone }: { onDone: (id: number) => void }) {
  const user = useUserInfo({ fresh: true });
  const draft = useTaskDraft();
  const [round, setRound] = useState(0);
  if (draft.isPending || user.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (draft.isError) return <LoadFailed title="草稿加载失败" onRetry={() => draft.refetch()} />;
  return (
    <>
      <VerificationNotice who={user.data} action="发布设计需求" back={paths.publish.path} />
      <TaskForm
        key={round}
        initial={round === 0 ? fromDraft(draft.data) : fromDraft(undefined)}
        onDone={onDone}
        mayPublish={!user.data || isVerified(user.data)}
        onRestart={() => setRound((r) => r + 1)}
      />
    </>
  );
}

/** `/publish` (a new design task) and `/publishEdit?id=N` (one's own, before a designer confirms). */
export default function PublishPage({ edit = false }: { edit?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const editId = edit && Number.isInteger(id) && id > 0 ? id : undefined;
  const done = (taskId: number) => navigate(href(paths.publishDetail.path, { id: taskId }));

  return (
    <div className="container narrow listing-upload-page task-publish">
      <PageHeader title={edit ? '编辑设计需求' : '发布设计需求'}>
        {edit
          ? '设计师确认接单前可以修改；修改后重新审核，已选定的设计师需重新选定'
          : '填写展位与需求，审核通过后设计师报名投递方案；设计费托管在平台，验收后才支付给设计师'}
      </PageHeader>
      {!edit && <PublishModeSwitch mode="task" />}
      {edit && !editId ? (
        <Result
          status="warning"
          title="缺少需求编号"
          extra={<Link to={paths.businessList.path}>查看我的任务</Link>}
        />
      ) : editId ? (
        <EditTask id={editId} onDone={done} />
      ) : (
        <NewTask onDone={done} />
      )}
    </div>
  );
}
