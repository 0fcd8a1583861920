import { MAX_PROJECT_FILES } from '@hz/contract/values/projects';
import { ProjectState, StageState, stageStateLabels } from '@hz/contract/common/states';
import { Alert, App, Button, Card, Checkbox, Form, Input, Skeleton, Table, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ComplaintOutcome, ComplaintRecord } from '../../../components/complaint-record.tsx';
import { FileLinks } from '../../../components/file-links.tsx';
import { FileUpload, type TaskFile } from '../../../components/file-upload.tsx';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useResumeDialog } from '../../../lib/return-to.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ComplaintReply } from '../../../components/complaint-reply.tsx';
import { useComplainEdit } from '../../complaints/api/complain-edit.ts';
import { useComplainInfo } from '../../complaints/api/complain-info.ts';
import { useComplainWaive } from '../../complaints/api/complain-waive.ts';
import { complaintOf, useComplainList } from '../../complaints/api/complain-list.ts';
import { type ProjectDetail, projectsKey } from '../api/project-info.ts';
import { useUploadDrawings, useUploadReports } from '../api/build.ts';
import { DepositsStep } from './deposits.tsx';
import { yuan } from './project-format.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';

// the escrow dialogs (the pay dialog with its wallet calls): loaded when first opened (issue 34)
const stagesDialogs = () => import('./pay-stages-modal.tsx');
const PayStagesModal = lazyPart(stagesDialogs, 'PayStagesModal');
const ReleaseStagesModal = lazyPart(stagesDialogs, 'ReleaseStagesModal');

/**
 * The project's page after the award (decision 035): each party's next action by state: the contract,
 * the construction drawings and their approval, the move-in stages in escrow, the completion report, the
 * acceptance, the reviews, a complaint's state, and the venue deposits (decision 038).
 */

const S = ProjectState;
/** The action the server offers the viewer now, if it does (decision 043). */
const offered = (p: ProjectDetail, name: string) => p.actions.find((a) => a.name === name);
const whoWord = { client: '客户', factory: '工厂', both: '双方' } as const;

/** A button that opens another screen (no button nested in a link). */
function Go({ to, primary, children }: { to: string; primary?: boolean; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

function ContractStep({ p }: { p: ProjectDetail }) {
  const now = p.contractNow;
  const sign = offered(p, 'sign');
  const propose = offered(p, 'proposeContract');
  return (
    <div data-testid="panel-contract">
      {now?.ready ? (
        <p>
          合同第{now.n}版：客户{now.signedb ? `已签（${now.signedb}）` : '未签'}，工厂
          {now.signedf ? `已签（${now.signedf}）` : '未签'}
          {p.contractNew && '；有一份修改待确认'}
        </p>
      ) : (
        <p>合同生成中，请稍后刷新</p>
      )}
      <div className="prj-actions">
        <Go to={href(paths.signContract.path, { id: p.id })} primary={!!sign}>
          {sign ? sign.label : '查看合同'}
        </Go>
        {propose && <Go to={href(paths.uploadContract.path, { id: p.id })}>{propose.label}</Go>}
      </div>
    </div>
  );
}

function DrawingsForm({ p }: { p: ProjectDetail }) {
  const [form] = Form.useForm<{ drawings: TaskFile[]; conts?: string }>();
  const [err, setErr] = useState<string | null>(null);
  const upload = useUploadDrawings();
  const { message } = App.useApp();
  const onFinish = (v: { drawings: TaskFile[]; conts?: string }) =>
    upload.mutate(
      { id: p.id, drawings: v.drawings.map((f) => f.id), conts: v.conts?.trim() ?? '' },
      {
        onSuccess: () => {
          message.success('施工图已提交，等待客户确认');
          form.resetFields();
        },
        onError: (e) => {
          if (!applyServerErrors(form, e, ['drawings', 'conts'])) reportError(e);
        },
      },
    );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} data-testid="drawings-form">
      <Form.Item
        name="drawings"
        label={p.drawings.length ? '重新上传施工图（替换已上传的）' : '施工图'}
        rules={[{ required: true, message: '请上传施工图' }]}
        help={err ?? undefined}
        validateStatus={err ? 'error' : undefined}
      >
        <FileUpload label="施工图" max={MAX_PROJECT_FILES} onError={setErr} testId="drawings-upload" />
      </Form.Item>
      <Form.Item name="conts" label="说明（可不填）">
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={upload.isPending}>
        提交施工图
      </Button>
    </Form>
  );
}

function DrawingsStep({ p }: { p: ProjectDetail }) {
  const client = p.role === 'client';
  const [approving, setApproving] = useState(false);
  const canUpload = !!offered(p, 'drawings');
  const approveAction = offered(p, 'approveDrawings');
  return (
    <div data-testid="panel-drawings">
      <h3 className="prj-detail__sub">施工图</h3>
      {p.drawingsck === 1 ? (
        <p>
          <Tag color="green">客户已确认</Tag>
          {p.drawingsdate}
        </p>
      ) : p.drawings.length === 0 ? (
        <p className="card-hint">
          {client ? '等待工厂上传施工图' : '请上传施工图，客户确认后预付款支付给您'}
        </p>
      ) : (
        <p className="card-hint">{client ? '工厂已上传施工图，请查看后确认' : '已上传，等待客户确认'}</p>
      )}
      <FileLinks files={p.drawings} label="施工图" />
      {approveAction && (
        <Button type="primary" onClick={() => setApproving(true)}>
          {approveAction.label}
        </Button>
      )}
      {approving && (
        <Suspense fallback={null}>
          <ReleaseStagesModal p={p} action="approveDrawings" onClose={() => setApproving(false)} />
        </Suspense>
      )}
      {canUpload && <DrawingsForm p={p} />}
    </div>
  );
}

function StagesStep({ p }: { p: ProjectDetail }) {
  const [paying, setPaying] = useState(false);
  const client = p.role === 'client';
  const due = p.stages.filter((s) => s.holdAt === 'movein' && s.state === StageState.planned);
  const pay = offered(p, 'payStages');
  // back from a top-up started in the dialog: the dialog again (issue 27 point 6)
  useResumeDialog('payStages', !!pay, () => setPaying(true));
  if (p.stages.length === 0) return null;
  return (
    <div data-testid="panel-stages">
      <h3 className="prj-detail__sub">付款计划（平台托管）</h3>
      <Table
        size="small"
        rowKey="seq"
        pagination={false}
        dataSource={p.stages}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '阶段', dataIndex: 'name' },
          { title: '比例', dataIndex: 'percent', render: (v: number) => `${v}%` },
          { title: '金额', dataIndex: 'amount', render: (v: number) => yuan(v) },
          {
            title: '状态',
            dataIndex: 'state',
            render: (v: StageState) => (
              <Tag color={v === StageState.released ? 'green' : v === StageState.held ? 'blue' : 'default'}>
                {stageStateLabels[v] ?? v}
              </Tag>
            ),
          },
        ]}
      />
      {pay && (
        <div className="prj-actions">
          <Button type="primary" onClick={() => setPaying(true)}>
            {pay.label}
          </Button>
        </div>
      )}
      {!client && due.length > 0 && p.status === S.signed && (
        <p className="card-hint">客户尚未托管{due.map((s) => s.name).join('和')}，进场前会提醒客户</p>
      )}
      {paying && (
        <Suspense fallback={null}>
          <PayStagesModal p={p} onClose={() => setPaying(false)} />
        </Suspense>
      )}
    </div>
  );
}

function Deadlines({ p }: { p: ProjectDetail }) {
  if (p.deadlines.length === 0) return null;
  return (
    <div data-testid="panel-deadlines">
      <h3 className="prj-detail__sub">接下来的期限</h3>
      <ul className="prj-files">
        {p.deadlines.map((d) => (
          <li key={d.key}>
            {d.date} {d.name}（{whoWord[d.who]}）
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReportForm({ p }: { p: ProjectDetail }) {
  type V = { reportpics: TaskFile[]; reports?: TaskFile[]; teardown?: boolean; conts?: string };
  const [form] = Form.useForm<V>();
  const [picErr, setPicErr] = useState<string | null>(null);
  const [repErr, setRepErr] = useState<string | null>(null);
  const send = useUploadReports();
  const { modal, message } = App.useApp();
  const onFinish = (v: V) =>
    modal.confirm({
      title: '提交完工报告？',
      content: '提交后等待客户验收，不能再修改；客户验收后尾款支付给您。',
      okText: '提交',
      cancelText: '取消',
      onOk: () =>
        send
          .mutateAsync({
            id: p.id,
            reportpics: v.reportpics.map((f) => f.id),
            reports: (v.reports ?? []).map((f) => f.id),
            teardown: v.teardown ? 1 : 0,
            conts: v.conts?.trim() ?? '',
          })
          .then(
            () => {
              message.success('完工报告已提交，等待客户验收');
            },
            (e: unknown) => {
              if (!applyServerErrors(form, e, ['reportpics', 'reports', 'conts'])) reportError(e);
            },
          ),
    });
  return (
    <div data-testid="panel-report">
      <h3 className="prj-detail__sub">完工报告</h3>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item
          name="reportpics"
          label="完工照片"
          rules={[{ required: true, message: '请上传完工照片' }]}
          help={picErr ?? undefined}
          validateStatus={picErr ? 'error' : undefined}
        >
          <FileUpload label="完工照片" max={MAX_PROJECT_FILES} onError={setPicErr} testId="report-pics" />
        </Form.Item>
        <Form.Item
          name="reports"
          label="报告文件（可不传）"
          help={repErr ?? undefined}
          validateStatus={repErr ? 'error' : undefined}
        >
          <FileUpload label="报告文件" max={MAX_PROJECT_FILES} onError={setRepErr} testId="report-files" />
        </Form.Item>
        <Form.Item name="teardown" valuePropName="checked">
          <Checkbox>含撤展（合同包含撤展时勾选）</Checkbox>
        </Form.Item>
        <Form.Item name="conts" label="完工说明（可不填）">
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          提交完工报告
        </Button>
      </Form>
    </div>
  );
}

/** The project's open complaint: its state, both statements, and what the viewer's side may still do. */
function Dispute({ p }: { p: ProjectDetail }) {
  const list = useComplainList();
  const mine = complaintOf(list.data, 'project', p.id);
  const info = useComplainInfo(mine?.id);
  const edit = useComplainEdit(projectsKey);
  const waive = useComplainWaive(projectsKey);
  const c = info.data;
  return (
    <div data-testid="panel-dispute">
      {list.isPending || (mine && info.isPending) ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : c ? (
        <>
          <ComplaintOutcome c={c} />
          <ComplaintRecord c={c} />
          <ComplaintReply
            c={c}
            add={(v) => edit.mutateAsync({ id: c.id, ...v })}
            waive={() => waive.mutateAsync({ id: c.id })}
            adding={edit.isPending}
            waiving={waive.isPending}
          />
        </>
      ) : (
        <Alert type="warning" showIcon title="投诉处理中，托管款项暂停支付，等待平台裁决" />
      )}
    </div>
  );
}

/** The 下一步 panel's body after the award, for the client and the winning factory only. */
export function AfterAward({ project: p }: { project: ProjectDetail }) {
  const client = p.role === 'client';
  if (!client && p.role !== 'winner') return null;
  const signedOn = ([S.signed, S.building, S.reported, S.accepted, S.disputed] as string[]).includes(
    p.status,
  );
  return (
    <Card className="pc-card" title="项目进度" data-testid="after-award">
      {p.status === S.won && <ContractStep p={p} />}
      {signedOn && p.contctck === 1 && (
        <p className="card-hint">
          合同已于 {p.contctckdt} 签订
          {p.contractNow && (
            <>
              {' · '}
              <Link to={href(paths.signContract.path, { id: p.id })}>查看合同</Link>
            </>
          )}
        </p>
      )}
      {p.status === S.disputed && <Dispute p={p} />}
      {signedOn && <DrawingsStep p={p} />}
      {signedOn && <StagesStep p={p} />}
      {p.contctck === 1 && <DepositsStep p={p} />}
      {offered(p, 'report') && <ReportForm p={p} />}
      {(p.status === S.reported || p.status === S.accepted || p.status === S.closed) &&
        (p.reportpics.length > 0 || p.status === S.reported) && (
          <div className="prj-actions">
            <Go to={href(paths.reviewReports.path, { id: p.id })} primary={!!offered(p, 'accept')}>
              {offered(p, 'accept')?.label ?? '查看完工报告'}
            </Go>
          </div>
        )}
      {offered(p, 'review') && (
        <div className="prj-actions" data-testid="panel-review">
          <Go to={href(paths.evaluateEdit.path, { id: p.id, kind: 'project' })} primary>
            {offered(p, 'review')?.label}
          </Go>
        </div>
      )}
      <Deadlines p={p} />
    </Card>
  );
}
