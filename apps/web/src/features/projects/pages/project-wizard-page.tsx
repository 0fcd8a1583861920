import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isVerified, VerificationNotice } from '../../../components/verification-notice.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { href, paths } from '../../../config/paths.ts';
import { BizError, type CallBody, isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { projectInfoOptions } from '../api/project-info.ts';
import { useEditProject } from '../api/project-edit.ts';
import { usePublishProject } from '../api/project-publish.ts';
import { draftInfoKey, useDraft } from '../api/project-draft-info.ts';
import { useSaveDraft } from '../api/project-draft-save.ts';
import { DraftList } from '../components/draft-list.tsx';
import {
  errorStep,
  type FormValues,
  formField,
  simpleDefaults,
  type StepNo,
  stepFields,
  stepOf,
  stepPath,
  toForm,
  toWire,
  type Wire,
  type WizardMode,
} from '../components/wizard-model.ts';
import {
  BudgetStep,
  FilesStep,
  PlaceStep,
  Review,
  ShowStep,
  StepButtons,
  useShowDates,
} from '../components/wizard-steps.tsx';
import '../projects.css';

/** The edit wizard's changes not yet sent, per project: kept while the member moves between steps. */
const editing = new Map<number, Wire>();

/** Errors of the server for the fields of a step, handed to that step when it opens. */
type Errors = Record<string, string>;

const idOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

interface Source {
  values: Wire;
  /** The query that keeps the wizard's place (`draft` or `id`). */
  query: (draft?: number) => Record<string, number>;
  /** Saves a step's fields (a server draft, or the edit's memory); returns the query of the next step. */
  save: (step: StepNo, fields: Wire) => Promise<Record<string, number>>;
  saving: boolean;
}

/**
 * `/workshopNeed/*` (full), `/workshopNeedSimple/*` (a standard booth's essentials) and
 * `/workshopNeedEdit/*?id=` (one's own open project): four steps, each saved as it is left — a new
 * project into a server draft whose id stays in the address (`?draft=`, resumable on any device), an edit
 * in memory until 保存修改.
 */
export default function ProjectWizardPage({ mode, step }: { mode: WizardMode; step: StepNo }) {
  const [params] = useSearchParams();
  if (mode === 'edit') return <EditWizard id={idOf(params.get('id'))} step={step} />;
  return <NewWizard mode={mode} step={step} draftId={idOf(params.get('draft'))} />;
}

function NewWizard({ mode, step, draftId }: { mode: WizardMode; step: StepNo; draftId?: number }) {
  const draft = useDraft(draftId);
  const save = useSaveDraft();
  if (draftId && draft.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (draftId && !draft.data) {
    if (isBizError(draft.error) && draft.error.errCode === 'not_found')
      return (
        <Result
          status="warning"
          title="草稿不存在或已发布"
          extra={<Link to={stepPath(mode, 1)}>重新填写</Link>}
        />
      );
    return <LoadFailed title="草稿加载失败" onRetry={() => draft.refetch()} />;
  }
  const source: Source = {
    values: draft.data?.fields ?? {},
    query: (d): Record<string, number> => {
      const id = d ?? draftId;
      return id ? { draft: id } : {};
    },
    saving: save.isPending,
    save: async (s, fields) => {
      const d = await save.mutateAsync({
        id: draftId ?? 0,
        step: s,
        fields: fields as CallBody<'Projectcenter/prjctDraftSave'>['fields'],
      });
      return { draft: d.id };
    },
  };
  return (
    <>
      {step === 1 && !draftId && <DraftList mode={mode} />}
      <StepScreen key={`${step}-${draftId ?? 0}`} mode={mode} step={step} source={source} draftId={draftId} />
    </>
  );
}

function EditWizard({ id, step }: { id?: number; step: StepNo }) {
  const info = useQuery({ ...projectInfoOptions(id), staleTime: 0, meta: { silent: true }, retry: false });
  const [, rerender] = useState(0);
  if (!id)
    return (
      <Result
        status="warning"
        title="缺少项目编号"
        subTitle="请从“我的项目”中选择要修改的项目。"
        extra={<Link to={paths.workShopList.path}>查看我的项目</Link>}
      />
    );
  if (info.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const p = info.data;
  if (!p) {
    if (isBizError(info.error) && info.error.errCode === 'not_found')
      return (
        <Result
          status="warning"
          title="找不到这个搭建项目"
          extra={<Link to={paths.workShopList.path}>查看我的项目</Link>}
        />
      );
    return <LoadFailed title="搭建项目加载失败" onRetry={() => info.refetch()} />;
  }
  if (p.role !== 'client')
    return (
      <Result
        status="warning"
        title="只能修改自己发布的搭建项目"
        extra={<Link to={href(paths.workDetail.path, { id })}>查看项目</Link>}
      />
    );
  if (p.status !== 'open')
    return (
      <Result
        status="info"
        title={p.status === 'closed' ? '项目已关闭，不能再修改' : '已选定工厂的项目不能再修改'}
        subTitle={p.status === 'closed' ? undefined : '如需调整搭建要求，请与中标工厂沟通，在合同中约定。'}
        extra={<Link to={href(paths.workDetail.path, { id })}>查看项目</Link>}
      />
    );
  const base = fromProjectInfo(p);
  const source: Source = {
    values: { ...base, ...editing.get(id) },
    query: () => ({ id }),
    saving: false,
    save: async (_, fields) => {
      editing.set(id, { ...editing.get(id), ...fields });
      rerender((n) => n + 1);
      return { id };
    },
  };
  return <StepScreen key={`${step}-${id}`} mode="edit" step={step} source={source} editId={id} />;
}

function fromProjectInfo(p: Record<string, unknown>): Wire {
  const w: Wire = {};
  for (const s of [1, 2, 3, 4] as const) for (const k of stepFields[s]) w[k] = p[k];
  for (const k of ['picture', 'workpic', 'attach', 'contract'] as const)
    w[k] = ((p[k] as { id: string }[] | undefined) ?? []).map((f) => f.id);
  w.groupid = p.groupid;
  return w;
}

function StepScreen({
  mode,
  step,
  source,
  draftId,
  editId,
}: {
  mode: WizardMode;
  step: StepNo;
  source: Source;
  draftId?: number;
  editId?: number;
}) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useUserInfo({ fresh: true });
  const publish = usePublishProject();
  const edit = useEditProject();
  const [refusal, setRefusal] = useState<BizError | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const values = source.values;
  const show = useShowDates(typeof values.exhibition === 'number' ? values.exhibition : undefined);
  const initial = toForm({ ...(mode === 'simple' ? simpleDefaults : {}), ...values });
  if (step === 4 && !initial.mobile && user.data?.mobile) initial.mobile = user.data.mobile;

  // the server's errors for this step, handed over by the step that sent them
  useEffect(() => {
    const errors = (location.state as { errors?: Errors } | null)?.errors;
    if (!errors) return;
    const entries = Object.entries(errors)
      .filter(([k]) => stepOf(k) === step)
      .map(([k, msg]) => ({ name: formField(k) as keyof FormValues, errors: [msg] }));
    if (entries.length) {
      form.setFields(entries);
      form.scrollToField(entries[0]!.name, { block: 'center' });
    }
  }, [location.state, step, form]);

  // the mobile arrives after the form was made
  useEffect(() => {
    if (step === 4 && user.data?.mobile && !form.getFieldValue('mobile'))
      form.setFieldsValue({ mobile: user.data.mobile });
  }, [user.data?.mobile, step, form]);

  const stepLink = (s: StepNo) => href(stepPath(mode, s), source.query());
  const go = (s: StepNo, query: Record<string, number>, state?: unknown) =>
    navigate(href(stepPath(mode, s), query), { state });

  /** This step's fields on the wire; the simple wizard adds what it does not ask. */
  const wireOf = (v: FormValues, only?: Set<string>): Wire => {
    const w = toWire(v);
    const picked: Wire = {};
    for (const k of stepFields[step]) {
      const name = formField(k);
      if (only && !only.has(name)) continue;
      if (k in w) picked[k] = w[k];
    }
    if (mode === 'simple')
      for (const [k, d] of Object.entries(simpleDefaults))
        if (stepFields[step].includes(k) && picked[k] === undefined) picked[k] = d;
    return picked;
  };

  const saveAnd = async (fields: Wire, then: (q: Record<string, number>) => void) => {
    setSaveError(null);
    try {
      const q = await source.save(step, fields);
      if (!draftId && q.draft && mode !== 'edit') navigate(href(stepPath(mode, step), q), { replace: true });
      then(q);
    } catch (err) {
      if (err instanceof BizError && err.errCode === 'invalid_params') {
        const entries = Object.entries(err.fields).map(([k, msg]) => ({
          name: formField(k) as keyof FormValues,
          errors: [msg],
        }));
        if (entries.length) {
          form.setFields(entries);
          return;
        }
      }
      setSaveError(err instanceof BizError ? err.errMsg : '保存失败，请重试');
    }
  };

  const onNext = (v: FormValues) => {
    if (step < 4) void saveAnd(wireOf(v), (q) => go((step + 1) as StepNo, q));
  };

  const onPrev = async () => {
    // keep what is valid: a field with an error is not saved, the others are
    const all = form.getFieldsValue(true) as FormValues;
    const failed = await form
      .validateFields()
      .then(() => [] as string[])
      .catch((e: { errorFields?: { name: (string | number)[] }[] }) =>
        (e.errorFields ?? []).map((f) => String(f.name[0])),
      );
    const keep = new Set(Object.keys(all).filter((k) => !failed.includes(k)));
    const fields = wireOf(all, keep);
    if (Object.keys(fields).length === 0) return go((step - 1) as StepNo, source.query());
    void saveAnd(fields, (q) => go((step - 1) as StepNo, q));
  };

  const body = (v: FormValues): Wire => ({
    ...(mode === 'simple' ? simpleDefaults : {}),
    ...values,
    ...wireOf(v),
  });

  const refused = (err: unknown) => {
    if (err instanceof BizError && err.errCode === 'invalid_params' && Object.keys(err.fields).length) {
      const first = errorStep(err.fields);
      if (first < 4) {
        message.error('有信息需要修改，请按提示更正后再提交');
        go(first, source.query(), { errors: err.fields });
        return;
      }
      const entries = Object.entries(err.fields)
        .filter(([k]) => stepOf(k) === 4)
        .map(([k, msg]) => ({ name: formField(k) as keyof FormValues, errors: [msg] }));
      if (entries.length) {
        form.setFields(entries);
        return;
      }
    }
    if (err instanceof BizError) setRefusal(err);
    else reportError(err);
  };

  const send = async (v: FormValues) => {
    setRefusal(null);
    const b = body(v);
    if (editId) {
      // the edit's memory first, so that a refusal sent to an earlier step keeps this step's values
      await source.save(4, wireOf(v));
      edit.mutate(
        { ...(b as CallBody<'Projectcenter/businesPrjctEdit'>), id: editId },
        {
          onSuccess: (d) => {
            editing.delete(editId);
            message.success('已保存，等待重新审核');
            navigate(href(paths.workDetail.path, { id: d.id }));
          },
          onError: refused,
        },
      );
      return;
    }
    // the last step is saved first: a refusal on an earlier step keeps it in the draft
    let draft = draftId;
    try {
      draft = (await source.save(4, wireOf(v))).draft;
    } catch {
      // publishing does not depend on it
    }
    publish.mutate(
      { ...(b as CallBody<'Projectcenter/businesPrjctPub'>), draft: draft ?? 0 },
      {
        onSuccess: (d) => {
          message.success('已提交，等待平台审核');
          navigate(href(paths.workDetail.path, { id: d.id }));
          queryClient.removeQueries({ queryKey: draftInfoKey(draft) });
        },
        onError: (err) => {
          if (draft && !draftId) navigate(href(stepPath(mode, 4), { draft }), { replace: true });
          refused(err);
        },
      },
    );
  };

  const onFinish = (v: FormValues) => {
    if (step < 4) return onNext(v);
    const all = toForm(body(v));
    modal.confirm({
      title: editId ? '确认保存修改？' : '确认发布搭建项目？',
      content: (
        <div className="project-confirm">
          <p>
            <strong>{all.title}</strong>
          </p>
          <p>
            {all.length} × {all.width} 米 · 预算 ¥{all.coins} · 展期 {all.sdate} 至 {all.edate}
          </p>
          <p className="card-hint">
            {editId
              ? '修改后需重新审核；已报价的工厂会收到通知，可据此修改报价。'
              : '提交后由平台审核，审核通过后在项目大厅公开，认证工厂即可报价。'}
          </p>
        </div>
      ),
      okText: editId ? '保存修改' : '确认发布',
      cancelText: '再看看',
      onOk: () => send(v),
    });
  };

  const watched = Form.useWatch([], { form, preserve: true }) as FormValues | undefined;
  const busy = source.saving || publish.isPending || edit.isPending;
  const exhibition = typeof values.exhibition === 'number' ? values.exhibition : undefined;

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="listing-form project-wizard"
      scrollToFirstError={{ block: 'center' }}
      initialValues={initial}
      onFinish={onFinish}
    >
      {mode === 'edit' && step === 1 && (
        <Alert
          className="project-wizard__notice"
          type="warning"
          showIcon
          title="修改后的项目需重新审核；已报价的工厂会收到通知"
        />
      )}
      {draftId && mode !== 'edit' && step === 1 && (
        <Alert
          className="project-wizard__notice"
          type="info"
          showIcon
          title="草稿已保存，可在任何设备上继续填写"
        />
      )}
      {mode !== 'edit' && (step === 1 || step === 4) && (
        <VerificationNotice
          who={user.data}
          action="发布搭建项目"
          back={`${location.pathname}${location.search}`}
          kept="每一步点“下一步”时保存为草稿，认证后回到这里或从草稿列表继续。"
        />
      )}
      {step === 1 && <ShowStep mode={mode} form={form} self={editId} />}
      {step === 2 && <PlaceStep mode={mode} form={form} exhibition={exhibition} />}
      {step === 3 && <BudgetStep mode={mode} />}
      {step === 4 && (
        <>
          <FilesStep mode={mode} />
          <Review values={body({ ...initial, ...watched })} showTitle={show?.title} stepLink={stepLink} />
        </>
      )}
      {saveError && <Alert className="project-wizard__notice" type="error" showIcon title={saveError} />}
      {refusal && (
        <Alert
          className="project-wizard__notice"
          type="error"
          showIcon
          title={refusal.errMsg}
          action={
            refusal.errCode === 'not_verified' ? (
              <Link
                to={`${paths.securityBusiness.path}?back=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
              >
                去认证
              </Link>
            ) : undefined
          }
        />
      )}
      <Card className="pc-card">
        <StepButtons
          step={step}
          busy={busy}
          onPrev={() => void onPrev()}
          last={
            <Button
              type="primary"
              htmlType="submit"
              loading={busy}
              disabled={!editId && !!user.data && !isVerified(user.data)}
            >
              {editId ? '保存修改' : '发布项目'}
            </Button>
          }
        />
      </Card>
    </Form>
  );
}
