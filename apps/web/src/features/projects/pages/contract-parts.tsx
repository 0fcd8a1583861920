import { FilePdfOutlined } from '@ant-design/icons';
import { Descriptions, Result, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailNoId } from '../../../components/content-detail.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { formatYuan } from '../../../lib/format.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useProjectForContract } from '../api/contract.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import '../contract.css';

/** The contract screens' shared parts (decision 034): a version's facts, its plan, the load states. */

export type ContractVersion = NonNullable<ProjectDetail['contractNow']>;

export const yuan = (n: number) => `¥${formatYuan(n)}`;

const holdWords = { sign: '签约时托管', movein: '进场前托管' } as const;
const releaseWords = {
  drawings: '确认施工图后支付',
  movein: '进场时支付',
  accept: '验收后支付',
} as const;
const stageStateWords: Record<string, string> = {
  planned: '待托管',
  held: '已托管',
  released: '已支付',
  refunded: '已退回',
};
const sourceWords = { generated: '平台生成', uploaded: '上传的PDF' } as const;
const sideWords = { system: '平台', client: '客户', factory: '工厂' } as const;

/** The viewer's side on the project, or null (not a party). */
export function sideOf(p: ProjectDetail): 'client' | 'factory' | null {
  return p.role === 'client' ? 'client' : p.role === 'winner' ? 'factory' : null;
}

/** A version: its number, where it came from, the PDF, the SHA-256 and who signed when. */
export function VersionFacts({ v }: { v: ContractVersion }) {
  return (
    <Descriptions column={1} size="small" className="contract-facts">
      <Descriptions.Item label="版本">
        第{v.n}版 · {sourceWords[v.source]}
        {v.side !== 'system' && `（${sideWords[v.side]}提出）`}
      </Descriptions.Item>
      <Descriptions.Item label="合同文件">
        {v.ready ? (
          <a href={v.url} target="_blank" rel="noreferrer" data-testid={`contract-pdf-${v.n}`}>
            <FilePdfOutlined aria-hidden /> 打开合同PDF
          </a>
        ) : (
          <span className="card-hint" data-testid={`contract-rendering-${v.n}`}>
            合同生成中，稍后自动刷新
          </span>
        )}
      </Descriptions.Item>
      {v.ready && (
        <Descriptions.Item label="SHA-256 校验码">
          <code className="contract-sha">{v.sha256}</code>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="客户签署">
        {v.signedb ? <Tag color="green">已签署 {v.signedb}</Tag> : <Tag>未签署</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="工厂签署">
        {v.signedf ? <Tag color="green">已签署 {v.signedf}</Tag> : <Tag>未签署</Tag>}
      </Descriptions.Item>
      {v.terms && <Descriptions.Item label="补充条款">{v.terms}</Descriptions.Item>}
      {v.reason && <Descriptions.Item label="拒绝原因">{v.reason}</Descriptions.Item>}
    </Descriptions>
  );
}

/**
 * The payment plan of a version (or, once signed, the stages in escrow with their states): a table, and
 * on a phone a stage per row of a list, every column in view (issue 27: the table's 托管与支付 was cut
 * off at 375 px).
 */
export function PlanTable({ v, stages }: { v: ContractVersion; stages?: ProjectDetail['stages'] }) {
  const phone = useIsMobile();
  const rows = v.plan.map((st, i) => ({
    key: st.key,
    name: st.name,
    percent: st.percent,
    amount: st.amount,
    when: `${holdWords[st.holdAt]}，${releaseWords[st.releaseOn]}`,
    state: stages?.[i] ? (stageStateWords[stages[i].state] ?? stages[i].state) : '',
  }));
  if (phone)
    return (
      <ol className="contract-plan-list" aria-label="付款计划">
        {rows.map((r) => (
          <li key={r.key}>
            <div className="contract-plan-list__head">
              <strong>{r.name}</strong>
              <span>
                {r.percent}% · {yuan(r.amount)}
              </span>
            </div>
            <div className="contract-plan-list__when">
              托管与支付：{r.when}
              {r.state && <Tag className="contract-plan-list__state">{r.state}</Tag>}
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <Table
      className="contract-plan"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '阶段', dataIndex: 'name' },
        { title: '比例', dataIndex: 'percent', render: (n: number) => `${n}%` },
        { title: '金额', dataIndex: 'amount', render: (n: number) => yuan(n) },
        { title: '托管与支付', dataIndex: 'when' },
        ...(stages?.length ? [{ title: '状态', dataIndex: 'state' }] : []),
      ]}
    />
  );
}

/**
 * A contract screen (签订合同, 修改合同; `?id=` of the project): the header with the way to the other one,
 * then `children` with the project once it is there and has a contract; else the screen's one message
 * (no id, loading, failed, not a party, no contract yet).
 */
export function ContractScreen({
  title,
  other,
  children,
}: {
  title: string;
  /** The other contract screen: its path and its link's text. */
  other: { path: string; text: string };
  children: (p: ProjectDetail) => ReactNode;
}) {
  const id = useIdParam();
  const q = useProjectForContract(id);
  if (!id)
    return (
      <DetailNoId
        title="没有指定项目"
        hint="链接可能不完整，请从我的项目进入。"
        listTo={paths.workShopList.path}
        listText="查看我的项目"
      />
    );
  return (
    <div className="container contract-page">
      <PageHeader title={title} extra={<Link to={href(other.path, { id })}>{other.text}</Link>} />
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        (contractGate(q, q.data) ?? children(q.data!))
      )}
    </div>
  );
}

/** Loading failed, not a party, or no contract yet: the screen's one message, else null. */
function contractGate(q: { error: unknown; refetch: () => unknown }, p: ProjectDetail | undefined) {
  let out: ReactNode = null;
  if (!p) {
    const missing =
      isBizError(q.error) && (q.error.errCode === 'not_found' || q.error.errCode === 'forbidden');
    out = missing ? (
      <Result status="404" title="项目不存在" subTitle="请从我的搭建项目进入。" />
    ) : (
      <LoadFailed title="项目加载失败" onRetry={() => q.refetch()} />
    );
  } else if (!sideOf(p)) out = <Result status="403" title="只有合同双方可以查看合同" />;
  else if (!p.contractNow) out = <Result status="info" title="项目尚未选定报价，还没有合同" />;
  return out;
}
