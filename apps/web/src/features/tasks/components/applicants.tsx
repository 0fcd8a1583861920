import { ApplyState, applyStateLabels, ReviewState } from '@hz/contract/common/states';
import { Avatar, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import type { TaskDetail } from '../api/task-info.ts';
import { useApplicants } from '../api/designer-list.ts';
import { useSelectDesigner } from '../api/select-designer.ts';
import { useConfirmAction } from '../../../components/confirm-action.ts';
import { ProposalModal } from './proposal-modal.tsx';
import { ProposalWorks } from './proposal-works.tsx';
import { yuan } from './task-format.ts';

/**
 * The client's comparison of the applicants, side by side (fee, delivery date, reputation, the works the
 * proposal names and the profile's 作品集); 查看方案 opens one proposal, 选定 selects (while the task is open).
 */
export function Applicants({ task }: { task: TaskDetail }) {
  const q = useApplicants({ id: task.id });
  const select = useSelectDesigner();
  const confirm = useConfirmAction();
  const [shown, setShown] = useState<number>();
  // the server offers `select` while the task is approved and open with applicants (decision 043)
  const canSelect = task.actions.some((a) => a.name === 'select');

  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!q.data) body = <LoadFailed title="报名列表加载失败" onRetry={() => q.refetch()} />;
  else if (q.data.listItem.length === 0)
    body = (
      <Empty
        description={
          task.checked === ReviewState.approved
            ? '还没有设计师报名，任务已在任务大厅展示'
            : '审核通过后，设计师才能看到并报名'
        }
      />
    );
  else {
    const items = q.data.listItem;
    const lowest = Math.min(...items.map((a) => a.fee));
    const earliest = items.map((a) => a.ddate).sort()[0];
    const best = Math.max(...items.map((a) => a.designer.reputation));
    body = (
      <ul className="task-applicants" aria-label="报名的设计师">
        {items.map((a) => (
          <li key={a.id} className="task-applicant">
            <div className="task-applicant__who">
              {/* decorative: the designer's name is the link beside it */}
              <Avatar src={a.designer.logo || undefined} size={40} alt="">
                {a.designer.name.slice(0, 1)}
              </Avatar>
              <div>
                <Link to={a.designer.link} className="task-applicant__name">
                  {a.designer.name}
                </Link>
                <div className="card-hint">
                  {a.designer.city || '—'}
                  {a.designer.verified && ' · 已认证'}
                </div>
              </div>
            </div>
            <dl className="task-applicant__facts">
              <div>
                <dt>报价</dt>
                <dd>
                  {yuan(a.fee)} {items.length > 1 && a.fee === lowest && <Tag color="green">最低</Tag>}
                </dd>
              </div>
              <div>
                <dt>交付日期</dt>
                <dd>
                  {a.ddate} {items.length > 1 && a.ddate === earliest && <Tag color="blue">最早</Tag>}
                </dd>
              </div>
              <div>
                <dt>信誉</dt>
                <dd>
                  {a.designer.reputation}{' '}
                  {items.length > 1 && a.designer.reputation === best && <Tag color="gold">最高</Tag>}
                </dd>
              </div>
              <div>
                <dt>作品</dt>
                <dd>
                  <Link to={a.designer.link}>查看作品集</Link>
                </dd>
              </div>
            </dl>
            <ProposalWorks works={a.works} label={`${a.designer.name}的相关作品`} />
            <p className="task-applicant__pitch">{a.conts}</p>
            <div className="task-applicant__actions">
              {a.status !== ApplyState.applied && (
                <Tag color={a.status === ApplyState.selected ? 'orange' : 'default'}>
                  {applyStateLabels[a.status as ApplyState]}
                </Tag>
              )}
              <Button onClick={() => setShown(a.id)}>查看方案</Button>
              {canSelect && a.status === ApplyState.applied && (
                <Button
                  type="primary"
                  loading={select.isPending && select.variables?.apply === a.id}
                  onClick={() =>
                    confirm({
                      title: `选定 ${a.designer.name}？`,
                      content: `设计费按其报价 ${yuan(a.fee)}，交付日期 ${a.ddate}。设计师需在48小时内确认接单，确认后您需在72小时内托管设计费。`,
                      okText: '确认选定',
                      run: () => select.mutateAsync({ id: task.id, apply: a.id }),
                      success: '已选定，等待设计师确认',
                    })
                  }
                >
                  选定
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className="pc-card" title={`报名的设计师（${task.applied}）`}>
      {body}
      <ProposalModal applyId={shown} onClose={() => setShown(undefined)} />
    </Card>
  );
}
