import type { ComplaintEvidence as Evidence, ComplaintInfo } from '@hz/contract/complaints';
import { complaintOutcomeNames } from '@hz/contract/values/complaints';
import { ComplaintState, complaintStateLabels } from '@hz/contract/common/states';
import { Alert, Empty, Tag, Timeline } from 'antd';
import { formatChinaTime, formatYuan } from '../lib/format.ts';
import './complaint-record.css';

const sideWord = (c: ComplaintInfo, side: 'client' | 'provider') =>
  side === 'client' ? '客户' : c.providerName;

/** Files as links, opened in a new tab. */
function Files({ files }: { files: { id: string; url: string }[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="complaint-record__files">
      {files.map((f, i) => (
        <li key={f.id}>
          <a href={f.url} target="_blank" rel="noreferrer">
            附件{i + 1}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The deal's timeline as the evidence names it. */
const processName = (kind: string) =>
  kind === 'project' ? '项目进程' : kind === 'contest' ? '比稿进程' : '任务进程';

/** The decision in one line per side, or that it is still open. */
export function ComplaintOutcome({ c }: { c: ComplaintInfo }) {
  if (c.status === ComplaintState.open)
    return (
      <Alert
        type="warning"
        showIcon
        title={
          c.kind === 'project'
            ? '投诉处理中，托管款项暂停支付'
            : c.kind === 'contest'
              ? '投诉处理中，自动验收已暂停'
              : '投诉处理中，任务计时已暂停'
        }
        description={
          <>
            <div>
              {c.windowOpen
                ? `双方可在 ${formatChinaTime(c.closes)} 前补充陈述和材料，之后由平台裁决；双方都结束陈述（最终陈述或放弃补充陈述）后平台可提前裁决。`
                : '补充陈述的期限已过，等待平台裁决。'}
            </div>
            {c.windowOpen && (
              <div data-testid="complaint-done">
                客户{c.done.client ? '已结束陈述' : '尚未结束陈述'}；{c.providerName}
                {c.done.provider ? '已结束陈述' : '尚未结束陈述'}
              </div>
            )}
          </>
        }
      />
    );
  const share =
    c.outcome === 'split'
      ? `${c.providerName}得 ${c.percent}%：实得 ¥${formatYuan(c.providerGets)}（平台服务费 ¥${formatYuan(c.commission)}），客户退回 ¥${formatYuan(c.clientGets)}`
      : c.outcome === 'release'
        ? `托管费用支付给${c.providerName}：实得 ¥${formatYuan(c.providerGets)}（平台服务费 ¥${formatYuan(c.commission)}）`
        : `托管费用 ¥${formatYuan(c.clientGets)} 全额退回客户；已交付的设计不归客户所有，客户不得使用`;
  return (
    <Alert
      type="success"
      showIcon
      title={`已裁决：${c.outcome ? complaintOutcomeNames[c.outcome] : ''}`}
      description={
        <>
          <div>{share}</div>
          <div className="complaint-record__reason">裁决理由：{c.reason}</div>
        </>
      }
    />
  );
}

/** A complaint's record, for its sides and the operators: both sides' statements with their files. */
export function ComplaintRecord({ c }: { c: ComplaintInfo }) {
  return (
    <div className="complaint-record">
      <p className="complaint-record__head">
        <Tag color={c.status === ComplaintState.open ? 'orange' : 'green'}>
          {complaintStateLabels[c.status]}
        </Tag>
        {sideWord(c, c.side)}于 {c.dates} {c.times} 发起 · 托管金额 ¥{formatYuan(c.amount)}
      </p>
      <section aria-label="双方陈述">
        <h3 className="complaint-record__title">双方陈述</h3>
        <ol className="complaint-record__statements">
          {c.statements.map((s) => (
            <li key={s.id} className={`complaint-record__statement complaint-record__statement--${s.side}`}>
              <div className="complaint-record__who">
                <Tag color={s.side === 'client' ? 'blue' : 'purple'}>{sideWord(c, s.side)}</Tag>
                {s.name}
                <span className="complaint-record__time">
                  {s.dates} {s.times}
                </span>
              </div>
              <p className="complaint-record__text">{s.conts}</p>
              <Files files={s.attach} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * What the deal holds, for the operator deciding (`Admin/complaintEvidence`): the two sides'
 * conversation, the deliveries and the timeline.
 */
export function ComplaintEvidence({ c, e }: { c: ComplaintInfo; e: Evidence }) {
  return (
    <div className="complaint-record">
      {e.conversation.length === 0 ? (
        <section aria-label="双方沟通记录">
          <h3 className="complaint-record__title">双方沟通记录</h3>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="双方在平台上没有沟通记录" />
        </section>
      ) : (
        <section aria-label="双方沟通记录">
          <h3 className="complaint-record__title">
            双方沟通记录{c.kind === 'project' ? '（报价问答）' : ''}
          </h3>
          <ol className="complaint-record__statements">
            {e.conversation.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the conversation is read-only and ordered
              <li key={i} className="complaint-record__statement">
                <div className="complaint-record__who">
                  <Tag color={m.side === 'client' ? 'blue' : 'purple'}>{sideWord(c, m.side)}</Tag>
                  <span className="complaint-record__time">
                    {m.dates} {m.times}
                  </span>
                </div>
                <p className="complaint-record__text">{m.conts}</p>
                <Files files={m.attach} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-label="交付记录">
        <h3 className="complaint-record__title">交付记录</h3>
        {e.deliveries.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未交付" />
        ) : (
          <ol className="complaint-record__statements">
            {e.deliveries.map((d) => (
              <li key={d.n} className="complaint-record__statement">
                <div className="complaint-record__who">
                  {c.kind === 'task'
                    ? `第${d.n}版`
                    : c.kind === 'contest'
                      ? d.n === 1
                        ? '参赛稿件'
                        : '源文件'
                      : `材料${d.n}`}
                  <span className="complaint-record__time">
                    {d.dates} {d.times}
                  </span>
                </div>
                <p className="complaint-record__text">{d.conts}</p>
                <Files files={d.attach} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label={processName(c.kind)}>
        <h3 className="complaint-record__title">{processName(c.kind)}</h3>
        <Timeline
          items={e.orbits.map((o, i) => ({
            key: i,
            content: (
              <span>
                {o.name}
                {o.note ? `：${o.note}` : ''}
                <span className="complaint-record__time">
                  {o.dates} {o.times}
                </span>
              </span>
            ),
          }))}
        />
      </section>
    </div>
  );
}
