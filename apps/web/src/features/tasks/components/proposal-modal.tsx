import { Descriptions, Modal, Skeleton } from 'antd';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useProposal } from '../api/show-designer-doc.ts';
import { FileLinks } from '../../../components/file-links.tsx';
import { ProposalWorks } from './proposal-works.tsx';
import { yuan } from './task-format.ts';
import { applyStateLabels, type ApplyState } from '@hz/contract/common/states';

/** One proposal in full (`showDesignerDoc`): the text, the files, the fee and the date. */
export function ProposalModal({ applyId, onClose }: { applyId: number | undefined; onClose: () => void }) {
  const q = useProposal(applyId ? { id: applyId } : undefined);
  const a = q.data;
  return (
    <Modal
      open={applyId !== undefined}
      title={a ? `${a.designer.name}的方案` : '设计方案'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : !a ? (
        <LoadFailed title="方案加载失败" onRetry={() => q.refetch()} />
      ) : (
        <div className="task-proposal">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'fee', label: '报价', children: yuan(a.fee) },
              { key: 'ddate', label: '交付日期', children: a.ddate },
              { key: 'status', label: '状态', children: applyStateLabels[a.status as ApplyState] },
              { key: 'time', label: '报名时间', children: `${a.dates} ${a.times}` },
              {
                key: 'profile',
                label: '设计师',
                children: (
                  <Link to={a.designer.link}>
                    {a.designer.name}（信誉 {a.designer.reputation}，查看作品）
                  </Link>
                ),
              },
            ]}
          />
          <h3>方案说明</h3>
          <p className="task-pre">{a.conts}</p>
          {a.works.length > 0 && (
            <>
              <h3>相关作品</h3>
              <ProposalWorks works={a.works} label="相关作品" />
            </>
          )}
          {a.attach.length > 0 && (
            <>
              <h3>方案附件</h3>
              <FileLinks files={a.attach} label="附件" />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
