import { QuoteState } from '@hz/contract/common/states';
import {
  type QuoteCategory,
  quoteCategories,
  quoteCategoryNames,
  type QuoteBody,
} from '@hz/contract/projects';
import { Alert, App, Button, Card, Descriptions, Form, type FormInstance, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { DetailBack, DetailLoadError } from '../../../components/content-detail.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { href, paths } from '../../../config/paths.ts';
import { BizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { useFactoryQuote } from '../api/factory-quote.ts';
import { type MyQuote, useMyQuote } from '../api/factory-quote-info.ts';
import { ProjectById } from '../components/project-by-id.tsx';
import { QuoteQuestions } from '../components/quote-questions.tsx';
import { useFactoryStanding } from '../api/factory-standing.ts';
import { boothFacts, chinaToday, placeFacts, yuan } from '../components/project-format.ts';
import { QuoteFields, QuotePreview } from '../components/quote-form.tsx';
import { fenText, previewTotals, type QuoteFormValues } from '../components/quote-pricing.ts';
import { QuotePriceRefs } from '../components/quote-price-refs.tsx';
import { useProjectPriceRef } from '../../price-guide/api/price-guide.ts';
import '../projects.css';

const plusDays = (n: number) =>
  new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The form's values from a saved quotation (to revise it), or a fresh one's. */
function valuesOf(m: MyQuote | undefined): QuoteFormValues {
  if (!m)
    return {
      dimian: [{ name: '', spec: '', unit: '㎡', qty: null, price: null }],
      fees: [],
      validity: plusDays(30),
    };
  return {
    ...(Object.fromEntries(
      quoteCategories.map((c) => [
        c,
        m[c].map((l) => ({ name: l.name, spec: l.spec, unit: l.unit, qty: l.qty, price: l.price })),
      ]),
    ) as Record<QuoteCategory, QuoteFormValues['dimian']>),
    fees: m.fees.map((f) => ({ ...f })),
    exclusions: m.exclusions,
    validity: m.validity < chinaToday() ? plusDays(30) : m.validity,
    days: m.days,
    conts: m.conts,
  };
}

/** The wire body: the lines and terms only (the totals are the server's). */
function bodyOf(id: number, rev: number, v: QuoteFormValues) {
  return {
    id,
    rev,
    ...Object.fromEntries(
      quoteCategories.map((c) => [
        c,
        (v[c] ?? []).map((l) => ({
          name: (l.name ?? '').trim(),
          spec: (l.spec ?? '').trim(),
          unit: (l.unit ?? '').trim(),
          qty: l.qty as number,
          price: l.price as number,
        })),
      ]),
    ),
    fees: (v.fees ?? []).map((f) => ({
      kind: f.kind as QuoteBody['fees'][number]['kind'],
      amount: f.amount as number,
      payer: f.payer ?? 'client',
      note: (f.note ?? '').trim(),
    })),
    exclusions: (v.exclusions ?? '').trim(),
    validity: v.validity ?? '',
    days: v.days as number,
    conts: (v.conts ?? '').trim(),
  };
}

/** A server field key (`dimian.0.qty`) as the form's name path. */
const namePath = (key: string) => key.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));

/** What the server computed for the quotation just saved: its totals, not the preview's. */
function Saved({ quote, project, onEdit }: { quote: MyQuote; project: ProjectDetail; onEdit: () => void }) {
  return (
    <Card className="pc-card" title={quote.rev > 1 ? `报价已修改（第${quote.rev}版）` : '报价已提交'}>
      <Alert
        type="success"
        showIcon
        title={`平台计算的报价总额 ${yuan(quote.total)}`}
        description="客户比价时看到的是这一版本。"
      />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          ...quoteCategories
            .filter((c) => quote.totals[c] > 0)
            .map((c) => ({ key: c, label: quoteCategoryNames[c], children: yuan(quote.totals[c]) })),
          ...(quote.factoryFees > 0
            ? [{ key: 'ff', label: '工厂承担费用', children: yuan(quote.factoryFees) }]
            : []),
          {
            key: 'total',
            label: '报价总额',
            children: <strong data-testid="saved-total">{yuan(quote.total)}</strong>,
          },
          ...(quote.clientFees > 0
            ? [{ key: 'cf', label: '客户另付', children: yuan(quote.clientFees) }]
            : []),
        ]}
      />
      <div className="prj-actions">
        <LinkButton type="primary" to={href(paths.workDetail.path, { id: project.id })}>
          返回项目
        </LinkButton>
        <Button onClick={onEdit}>继续修改</Button>
      </div>
    </Card>
  );
}

function QuoteEditor({
  project: p,
  mine,
  onSaved,
  onReload,
  reloading,
}: {
  project: ProjectDetail;
  mine: MyQuote | undefined;
  onSaved: (q: MyQuote) => void;
  onReload: () => void;
  reloading: boolean;
}) {
  const [form] = Form.useForm<QuoteFormValues>();
  const quote = useFactoryQuote();
  const { modal, message } = App.useApp();
  // the revision this form was filled from: sent with a revision, so that a stale one is refused
  const rev = mine?.rev ?? 0;
  const [error, setError] = useState<{ text: string; stale: boolean }>();

  const send = async (v: QuoteFormValues) => {
    setError(undefined);
    try {
      const q = await quote.mutateAsync(bodyOf(p.id, rev, v));
      onSaved(q);
      message.success(rev > 0 ? '报价已修改' : '报价已提交');
      window.scrollTo({ top: 0 });
    } catch (err) {
      if (err instanceof BizError && err.errCode === 'state_conflict') {
        setError({ text: err.errMsg || '报价已被修改，请刷新后在最新版本上修改', stale: true });
        return;
      }
      if (err instanceof BizError && err.errCode === 'invalid_params') {
        const fields = Object.entries(err.fields);
        form.setFields(fields.map(([k, msg]) => ({ name: namePath(k) as never, errors: [msg] })));
        setError({ text: err.errMsg, stale: false });
        if (fields[0]) form.scrollToField(namePath(fields[0][0]) as never, { block: 'center' });
        return;
      }
      if (err instanceof BizError) {
        setError({ text: err.errMsg, stale: false });
        return;
      }
      reportError(err);
    }
  };

  const confirm = (v: QuoteFormValues) => {
    const t = previewTotals(v);
    modal.confirm({
      title: rev > 0 ? `提交第${rev + 1}版报价？` : '提交报价？',
      content: (
        <div>
          <p>
            预估报价总额 <strong>{fenText(t.total)}</strong>
            {t.clientFees > 0 && `，客户另付 ${fenText(t.clientFees)}`}。最终金额以平台按明细计算为准。
          </p>
          <p className="card-hint">
            {rev > 0
              ? '修改后客户看到新版本，之前的版本都会保留。'
              : '提交后不能撤回；项目报价中时可以修改，每次修改都会保留。'}
          </p>
        </div>
      ),
      okText: '确认提交',
      cancelText: '取消',
      onOk: () => send(v),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(mine)}
      onValuesChange={() => setError((e) => (e?.stale ? e : undefined))}
      onFinish={confirm}
      scrollToFirstError={{ block: 'center' }}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error.stale ? '报价已在别处修改' : '报价未能提交'}
          description={error.stale ? `${error.text}。请重新载入最新版本，再在其上修改。` : error.text}
          action={
            error.stale ? (
              <Button size="small" onClick={onReload} loading={reloading}>
                重新载入
              </Button>
            ) : undefined
          }
        />
      )}
      <QuoteFields form={form} />
      <LiveQuoteRef project={p} form={form} />
      <div className="prj-preview">
        <QuotePreview form={form} />
        <Button type="primary" htmlType="submit" loading={quote.isPending}>
          {rev > 0 ? '提交修改' : '提交报价'}
        </Button>
      </div>
    </Form>
  );
}

/** The quotation being typed, per m², beside the project's price reference (issue 32). */
function LiveQuoteRef({ project: p, form }: { project: ProjectDetail; form: FormInstance<QuoteFormValues> }) {
  const ref = useProjectPriceRef(p.id);
  const v = Form.useWatch([], form) ?? {};
  const t = previewTotals(v);
  const totals = Object.fromEntries(quoteCategories.map((c) => [c, t.totals[c] / 100]));
  return (
    <Card className="pc-card" title="成交价参考">
      <QuotePriceRefs
        data={ref.data}
        loading={ref.isPending}
        area={p.areas}
        quotes={[{ id: 0, name: '您的报价', totals }]}
      />
    </Card>
  );
}

/** Why this member cannot quote here, with the way forward; null when they may. */
function Gate({ project: p }: { project: ProjectDetail }) {
  const standing = useFactoryStanding(true);
  const back = <LinkButton to={href(paths.workDetail.path, { id: p.id })}>返回项目</LinkButton>;
  if (p.role === 'client') return <StatusPanel tone="warning" title="不能为自己的项目报价" actions={back} />;
  if (standing.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!standing.data)
    return (
      <StatusPanel
        tone="error"
        title="认证信息加载失败"
        actions={<Button onClick={() => standing.refetch()}>重试</Button>}
      />
    );
  const s = standing.data;
  if (!s.verified)
    return (
      <StatusPanel
        tone="warning"
        title="报价需先完成企业认证"
        actions={
          <>
            <LinkButton type="primary" to={paths.securityBusiness.path}>
              去企业认证
            </LinkButton>
            {back}
          </>
        }
      >
        搭建项目只接受通过企业认证并开通工厂资料的工厂报价。
      </StatusPanel>
    );
  if (!s.published)
    return (
      <StatusPanel
        tone="warning"
        title={s.profile ? '工厂资料审核通过后才能报价' : '请先开通工厂资料'}
        actions={
          <>
            <LinkButton type="primary" to={paths.factoryProfile.path}>
              {s.profile ? '查看工厂资料' : '开通工厂资料'}
            </LinkButton>
            {back}
          </>
        }
      >
        客户比价时会看到您的工厂资料与案例。
      </StatusPanel>
    );
  return null;
}

function QuotationView({ project: p }: { project: ProjectDetail }) {
  const standing = useFactoryStanding(p.role !== 'client');
  const mine = useMyQuote(p.id, p.myQuote > 0);
  // what the server answered to the last submit: shown until the factory edits again
  const [saved, setSaved] = useState<MyQuote>();
  // the revision the form started from, held until the factory reloads or saves: a refetch in the
  // background (after any action, on focus) never replaces what is being typed
  const [pinned, setPinned] = useState<MyQuote>();
  const base = pinned ?? mine.data;
  useEffect(() => {
    if (!pinned && mine.data) setPinned(mine.data);
  }, [pinned, mine.data]);
  const reload = async () => {
    const r = await mine.refetch();
    if (r.data) setPinned(r.data);
  };
  const onSaved = (q: MyQuote) => {
    setPinned(q);
    setSaved(q);
  };
  const allowed = p.role !== 'client' && standing.data?.verified && standing.data.published;
  const head = (
    <header className="prj-detail__head">
      <DetailBack to={href(paths.workDetail.path, { id: p.id })}>返回项目</DetailBack>
      <h1 className="prj-detail__title">
        {p.myQuote > 0 ? '修改报价' : '项目报价'}：{p.title}
      </h1>
      <p className="prj-detail__facts">
        {boothFacts(p)} · {placeFacts(p)}
      </p>
      <p className="prj-detail__facts">
        报馆截止 {p.bgdate} · 进场 {p.indate} · 展期 {p.sdate} 至 {p.edate} · 撤展 {p.outdate} · 预算{' '}
        {yuan(p.coins)}
      </p>
    </header>
  );
  if (!allowed)
    return (
      <div className="container prj-quote">
        {head}
        <Gate project={p} />
      </div>
    );
  if (p.status !== 'open')
    return (
      <div className="container prj-quote">
        {head}
        <StatusPanel
          tone="warning"
          title="该项目已不在报价中"
          actions={<LinkButton to={href(paths.workDetail.path, { id: p.id })}>查看项目</LinkButton>}
        >
          客户已选定工厂或关闭了项目，不能再报价或修改。
        </StatusPanel>
      </div>
    );
  if (saved)
    return (
      <div className="container prj-quote">
        {head}
        <Saved quote={saved} project={p} onEdit={() => setSaved(undefined)} />
        {p.myQuote > 0 && <QuestionsCard project={p} />}
      </div>
    );
  if (p.myQuote > 0 && !base && mine.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (p.myQuote > 0 && !base)
    return (
      <DetailLoadError
        name="报价"
        error={mine.error}
        listTo={paths.projectHall.path}
        onRetry={() => mine.refetch()}
      />
    );
  if (base && base.status !== QuoteState.quoted)
    return (
      <div className="container prj-quote">
        {head}
        <StatusPanel tone="warning" title="该报价已不能修改" />
      </div>
    );
  return (
    <div className="container prj-quote">
      {head}
      {base && (
        <Alert
          type="info"
          showIcon
          title={`当前为第${base.rev}版，报价总额 ${yuan(base.total)}`}
          description="提交后生成新版本，之前的版本都会保留。"
        />
      )}
      <QuoteEditor
        key={base?.rev ?? 0}
        project={p}
        mine={base}
        onSaved={onSaved}
        onReload={reload}
        reloading={mine.isFetching}
      />
      {p.myQuote > 0 && <QuestionsCard project={p} />}
    </div>
  );
}

/** The client's questions on this factory's quotation, answered here. */
function QuestionsCard({ project: p }: { project: ProjectDetail }) {
  return (
    <Card className="pc-card" title="客户提问" data-testid="quote-questions-card">
      <QuoteQuestions id={p.id} quote={p.myQuote} />
    </Card>
  );
}

/** `/workQuotation?id=N`: a verified factory's itemised quotation on a project, or its revision. */
export default function WorkQuotationPage() {
  return (
    <ProjectById hint="链接可能不完整，请从搭建项目大厅进入。">
      {(p) => <QuotationView project={p} />}
    </ProjectById>
  );
}
