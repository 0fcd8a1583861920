import { ProjectState, projectStateLabels, stageStateLabels } from '@hz/contract/common/states';
import { Alert, App, Button, Card, Empty, Image, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { FileLinks, type TaskFile } from '../../../components/file-links.tsx';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useComplainAdd } from '../../complaints/api/complain-add.ts';
import { type ProjectDetail, projectsKey } from '../api/project-info.ts';
import { ReleaseStagesModal } from '../components/pay-stages-modal.tsx';
import { ProjectById } from '../components/project-by-id.tsx';
import '../review-reports.css';

/** Photos side by side, previewed in place; a file that is not a picture (a PDF) listed by name below. */
function Pictures({ files, empty, label }: { files: TaskFile[]; empty: string; label: string }) {
  if (files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const pics = files.filter((f) => f.type === 'image');
  const others = files.filter((f) => f.type !== 'image');
  return (
    <>
      {pics.length > 0 && (
        <Image.PreviewGroup>
          <div className="review-reports__pics">
            {pics.map((f, i) => (
              <Image key={f.id} src={f.url} alt={f.name || `${label}${i + 1}`} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      <FileLinks files={others} label={label} />
    </>
  );
}

/** The client's complaint about the report: a short statement; the project then waits for the platform. */
function ComplainModal({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const [conts, setConts] = useState('');
  const add = useComplainAdd(projectsKey);
  const tooShort = conts.trim().length < 10;
  return (
    <Modal
      open
      title="对完工情况发起投诉"
      okText="提交投诉"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: tooShort, loading: add.isPending }}
      onCancel={onClose}
      onOk={() =>
        add.mutateAsync({ kind: 'project', id: project.id, conts, attach: [] }).then(
          () => {
            message.success('投诉已提交，托管款项暂停支付，平台将尽快处理');
            onClose();
          },
          (err: unknown) => reportError(err),
        )
      }
    >
      <p>投诉期间托管的款项不会支付给工厂，平台将根据双方陈述、完工照片与报告裁决。</p>
      <Input.TextArea
        aria-label="投诉说明"
        value={conts}
        onChange={(e) => setConts(e.target.value)}
        rows={4}
        maxLength={2000}
        showCount
        placeholder="请说明展台与效果图或合同不符之处（至少10个字）"
      />
    </Modal>
  );
}

function ReportsView({ project: p }: { project: ProjectDetail }) {
  const [accepting, setAccepting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const isClient = p.role === 'client';
  const waiting = p.status === ProjectState.reported;
  const autoAccept = p.deadlines.find((d) => d.key === 'autoAccept');
  return (
    <div className="container review-reports">
      <h1 className="review-reports__title">{p.title}</h1>
      <Space wrap className="review-reports__tags">
        <Tag color={waiting ? 'orange' : 'blue'}>{projectStateLabels[p.status]}</Tag>
        {p.teardown === 1 && <Tag>含撤展</Tag>}
        {p.reportck === 1 && <Tag color="green">已验收 {p.reportdate}</Tag>}
      </Space>
      {waiting && autoAccept && (
        <Alert
          type="info"
          showIcon
          className="review-reports__alert"
          message={`${autoAccept.date}前未处理将自动验收，尾款支付给工厂。`}
        />
      )}
      {p.reportpics.length === 0 && p.reportck !== 1 ? (
        <Empty description="工厂尚未提交完工报告" />
      ) : (
        <>
          <div className="review-reports__compare">
            <Card title="完工照片" className="review-reports__card">
              <Pictures files={p.reportpics} empty="暂无完工照片" label="完工照片" />
            </Card>
            <Card title="效果图" className="review-reports__card">
              <Pictures files={p.picture} empty="未上传效果图" label="效果图" />
            </Card>
          </div>
          <Card title="完工报告" className="review-reports__card">
            <p className="review-reports__conts">{p.reportconts || '工厂未填写说明'}</p>
            <FileLinks files={p.reports} label="报告文件" />
          </Card>
        </>
      )}
      {p.stages.length > 0 && (
        <Card title="付款计划" className="review-reports__card">
          <ul className="review-reports__stages">
            {p.stages.map((s) => (
              <li key={s.seq}>
                <span>
                  {s.name}（{s.percent}%）¥{s.amount}
                </span>
                <Tag>{stageStateLabels[s.state]}</Tag>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {isClient && waiting && (
        <div className="review-reports__actions">
          <Button type="primary" onClick={() => setAccepting(true)}>
            确认验收
          </Button>
          <Button danger onClick={() => setComplaining(true)}>
            发起投诉
          </Button>
        </div>
      )}
      {!isClient && <Alert type="warning" showIcon message="只有项目发布者可以验收完工报告" />}
      {complaining && <ComplainModal project={p} onClose={() => setComplaining(false)} />}
      {accepting && <ReleaseStagesModal p={p} action="accept" onClose={() => setAccepting(false)} />}
    </div>
  );
}

/** `/reviewReports?id=`: the client reviews the factory's completion report beside the renderings. */
export default function ReviewReportsPage() {
  return (
    <ProjectById
      hint="链接可能不完整，请从我的项目进入。"
      back={{ to: paths.personCenter.path, text: '返回个人中心' }}
    >
      {(p) => <ReportsView project={p} />}
    </ProjectById>
  );
}
