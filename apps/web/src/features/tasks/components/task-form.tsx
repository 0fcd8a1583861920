import {
  MAX_TASK_FILES,
  MAX_TASK_ROUNDS,
  MIN_TASK_FEE_FEN,
  taskDeliverables,
  taskStyles,
} from '@hz/contract/tasks';
import { MAX_BOOTH_AREA } from '@hz/contract/people';
import { App, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useDraftAutosave } from '../../../lib/draft-autosave.ts';
import { type TaskDraft, type TaskDraftFields, deleteTaskDraft, saveTaskDraft } from '../api/task-draft.ts';
import { LayerField, OpensField, StyleField } from '../../../components/booth-fields.tsx';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { CityCascader } from '../../../components/city-cascader.tsx';
import { ExhibitionSelect } from '../../../components/exhibition-select.tsx';
import { useExhibitionOptions } from '../../listings/api/exhibition-options.ts';
import { useListingInfo } from '../../listings/api/listing-info.ts';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { DescriptionField } from '../../../components/publish-form.tsx';
import { htmlToText, textToHtml } from '../../../lib/description-text.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { dateOrder, lengthRule, notPast, requiredText } from '../../../lib/form-rules.ts';
import type { TaskDetail } from '../api/task-info.ts';
import { useEditTask } from '../api/task-edit.ts';
import { usePublishTask } from '../api/task-publish.ts';
import { FileField, type TaskFile } from '../../../components/file-upload.tsx';
import { boothFacts, yuan } from './task-format.ts';

type Style = (typeof taskStyles)[number];
type Deliverable = (typeof taskDeliverables)[number];

export interface TaskValues {
  title: string;
  sizes: number | null;
  opens: number;
  layer: 1 | 2;
  style?: Style;
  /** The show, an approved exhibition of the listings (decision 053); none when not chosen. */
  exhibition?: number;
  /** Where the booth is built: [province, city] (decision 050). */
  region: string[];
  sdate: string;
  edate: string;
  deadline: string;
  cost: number | null;
  conts: string;
  tips: string;
  attach: TaskFile[];
  types: Deliverable[];
  rounds: number;
}

const fields = [
  'title',
  'sizes',
  'opens',
  'layer',
  'style',
  'exhibition',
  'region',
  'sdate',
  'edate',
  'deadline',
  'cost',
  'conts',
  'tips',
  'attach',
  'types',
  'rounds',
] as const;

export const emptyTask = (): TaskValues => ({
  title: '',
  sizes: null,
  opens: 2,
  layer: 1,
  style: undefined,
  exhibition: undefined,
  region: [],
  sdate: '',
  edate: '',
  deadline: '',
  cost: null,
  conts: '',
  tips: '',
  attach: [],
  types: ['效果图', '施工图'],
  rounds: 2,
});

export function fromTask(d: TaskDetail): TaskValues {
  return {
    title: d.title,
    sizes: d.sizes,
    opens: d.opens,
    layer: d.layer === 2 ? 2 : 1,
    style: (taskStyles as readonly string[]).includes(d.style) ? (d.style as Style) : undefined,
    exhibition: d.exhibition || undefined,
    region: d.prov && d.city ? [d.prov, d.city] : [],
    sdate: d.sdate,
    edate: d.edate,
    deadline: d.deadline,
    cost: d.cost,
    conts: htmlToText(d.conts),
    tips: d.tips,
    attach: d.attach.map((f) => ({ id: f.id, url: f.url })),
    types: d.types.filter((t): t is Deliverable => (taskDeliverables as readonly string[]).includes(t)),
    rounds: d.rounds,
  };
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** The form's values as the draft call takes them: what was typed, nothing the call would refuse. */
function toDraft(v: TaskValues): TaskDraftFields {
  return {
    title: v.title.slice(0, 60),
    sizes: v.sizes,
    opens: v.opens,
    layer: v.layer,
    style: v.style,
    prov: v.region[0] ?? '',
    city: v.region[1] ?? '',
    exhibition: v.exhibition ?? 0,
    sdate: isDate(v.sdate) ? v.sdate : '',
    edate: isDate(v.edate) ? v.edate : '',
    deadline: isDate(v.deadline) ? v.deadline : '',
    tips: v.tips,
    cost: v.cost,
    conts: v.conts,
    attach: v.attach.map((f) => f.id),
    types: v.types,
    rounds: v.rounds,
  };
}

/** A saved draft (decision 045) as the form's first values. */
export function fromDraft(d: TaskDraft | undefined): TaskValues {
  const base = emptyTask();
  if (!d?.saved) return base;
  const { prov, city, exhibition, ...rest } = d.fields;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    ...base,
    ...kept,
    exhibition: exhibition || undefined,
    region: prov && city ? [prov, city] : [],
    attach: d.fields.attach ?? [],
  } as TaskValues;
}

/**
 * 发布设计需求 / 编辑设计需求: every field of `Taskcenter/businesTaskPub`, a confirmation with the
 * summary, then the call; `editId` edits one's own task (back to review).
 */
export function TaskForm({
  initial,
  showname = '',
  editId,
  onDone,
  mayPublish = true,
  onRestart,
}: {
  initial: TaskValues;
  /** The edited task's exhibition title, shown while the picker has not searched. */
  showname?: string;
  editId?: number;
  onDone: (id: number) => void;
  /** false: the member is not verified yet; the form is kept as a draft and 发布需求 waits. */
  mayPublish?: boolean;
  /** A new task: the draft was cleared, start the form again. */
  onRestart?: () => void;
}) {
  const [form] = Form.useForm<TaskValues>();
  const { modal, message } = App.useApp();
  const publish = usePublishTask();
  const edit = useEditTask();
  const pending = publish.isPending || edit.isPending;
  const minFee = MIN_TASK_FEE_FEN / 100;
  const exhibition = Form.useWatch('exhibition', form);
  const show = useListingInfo('huizhan', exhibition && exhibition > 0 ? exhibition : undefined).data;
  // choosing a show fills the place and dates still empty; the server checks the dates against it
  useEffect(() => {
    if (show?.kind !== 'huizhan') return;
    const cur = form.getFieldsValue(['region', 'sdate', 'edate']);
    const fill: Partial<TaskValues> = {};
    if (!cur.region?.length && show.prov && show.city) fill.region = [show.prov, show.city];
    if (!cur.sdate) fill.sdate = show.sdate;
    if (!cur.edate) fill.edate = show.edate;
    if (Object.keys(fill).length) form.setFieldsValue(fill);
  }, [show, form]);
  const showTitle = show?.kind === 'huizhan' ? show.title : exhibition ? showname : '';
  // a new task's form is its server draft (decision 045); an edit is saved only by its own call
  const draft = useDraftAutosave((v: TaskValues) => saveTaskDraft(toDraft(v)), !editId);

  const restart = () =>
    modal.confirm({
      title: '清空已填写的内容？',
      content: '草稿将被删除，表单恢复为空白。',
      okText: '清空',
      cancelText: '取消',
      onOk: async () => {
        await draft.cancel();
        await deleteTaskDraft();
        onRestart?.();
      },
    });

  const send = async (v: TaskValues) => {
    await draft.cancel();
    if (!v.style || v.sizes == null || v.cost == null) return;
    const body = {
      title: v.title.trim(),
      sizes: v.sizes,
      opens: v.opens,
      layer: v.layer,
      style: v.style,
      prov: v.region[0] ?? '',
      city: v.region[1] ?? '',
      exhibition: v.exhibition ?? 0,
      sdate: v.sdate,
      edate: v.edate,
      deadline: v.deadline,
      cost: v.cost,
      conts: textToHtml(v.conts),
      tips: v.tips.trim(),
      attach: v.attach.map((f) => f.id),
      types: v.types,
      rounds: v.rounds,
    };
    const callbacks = {
      onSuccess: (d: { id: number }) => {
        message.success(editId ? '已保存，等待重新审核' : '已提交，等待审核');
        onDone(d.id);
      },
      onError: (err: unknown) => {
        if (!applyServerErrors(form, err, fields)) reportError(err);
      },
    };
    if (editId) edit.mutate({ ...body, id: editId }, callbacks);
    else publish.mutate(body, callbacks);
  };

  const onFinish = (v: TaskValues) =>
    modal.confirm({
      title: editId ? '确认保存修改？' : '确认发布设计需求？',
      content: (
        <div className="task-confirm">
          <p>
            <strong>{v.title}</strong>
          </p>
          <p>
            {boothFacts({
              city: v.region[1],
              sizes: v.sizes ?? 0,
              opens: v.opens,
              layer: v.layer,
              style: v.style ?? '',
            })}
          </p>
          <p>
            {showTitle ? `${showTitle}，` : '展会 '}
            {v.sdate} 至 {v.edate}，设计截止 {v.deadline}
          </p>
          <p>
            设计费 {yuan(v.cost ?? 0)}，含{v.rounds}次修改；交付：{v.types.join('、')}
          </p>
          <p className="card-hint">
            {editId
              ? '修改后需重新审核；如已选定设计师，选定将被取消。'
              : '提交后由平台审核，审核通过后在任务大厅公开，设计师即可报名。'}
          </p>
        </div>
      ),
      okText: editId ? '保存并提交审核' : '确认发布',
      cancelText: '再看看',
      onOk: () => send(v),
    });

  return (
    <Form<TaskValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="listing-form task-form"
      scrollToFirstError={{ block: 'center' }}
      initialValues={initial}
      onFinish={onFinish}
      onValuesChange={(_, all) => draft.change(all)}
    >
      <Card className="pc-card" title="展位信息">
        <Form.Item
          name="title"
          label="任务标题"
          rules={[requiredText('请输入任务标题'), lengthRule('任务标题', 4, 60)]}
        >
          <Input maxLength={60} placeholder="如 2026上海车展 72㎡ 特装展台设计" />
        </Form.Item>
        <Form.Item
          name="exhibition"
          label="所属展会（选填）"
          extra="从平台展会中选择，城市与日期会自动带出；订阅了该展会的设计师会收到通知"
        >
          <ExhibitionSelect
            aria-label="所属展会"
            useOptions={useExhibitionOptions}
            current={exhibition && showTitle ? { id: exhibition, title: showTitle } : null}
          />
        </Form.Item>
        <Form.Item
          name="region"
          label="展会城市"
          extra="展台搭建所在的城市，设计师可在任务大厅按城市查找"
          rules={[{ required: true, type: 'array', min: 2, message: '请选择展会城市' }]}
        >
          <CityCascader />
        </Form.Item>
        <div className="form-grid">
          <Form.Item
            name="sizes"
            label="展位面积（㎡）"
            rules={[{ required: true, type: 'number', min: 1, message: '请输入展位面积' }]}
          >
            <InputNumber
              min={1}
              max={MAX_BOOTH_AREA}
              precision={0}
              style={{ width: '100%' }}
              placeholder="如 54"
            />
          </Form.Item>
          <OpensField />
          <LayerField />
          <StyleField />
        </div>
      </Card>

      <Card className="pc-card" title="时间与费用">
        <div className="form-grid">
          <Form.Item
            name="sdate"
            label="展会开始日期"
            rules={[{ required: true, message: '请选择展会开始日期' }, notPast('展会开始日期')]}
          >
            <LazyDatePicker placeholder="开始日期" aria-label="展会开始日期" />
          </Form.Item>
          <Form.Item
            name="edate"
            label="展会结束日期"
            dependencies={['sdate']}
            rules={[
              { required: true, message: '请选择展会结束日期' },
              dateOrder('sdate', 'after', '展会结束日期不能早于开始日期'),
            ]}
          >
            <LazyDatePicker placeholder="结束日期" aria-label="展会结束日期" />
          </Form.Item>
          <Form.Item
            name="deadline"
            label="设计截止日期"
            dependencies={['sdate']}
            extra="设计师最晚交付成果的日期，不能晚于展会开始"
            rules={[
              { required: true, message: '请选择设计截止日期' },
              notPast('设计截止日期'),
              dateOrder('sdate', 'before', '设计截止日期不能晚于展会开始日期'),
            ]}
          >
            <LazyDatePicker placeholder="截止日期" aria-label="设计截止日期" />
          </Form.Item>
          <Form.Item
            name="cost"
            label="设计费（元）"
            extra={`不低于${minFee}元；选定设计师后按其报价托管`}
            rules={[
              { required: true, message: '请输入设计费' },
              {
                type: 'number',
                min: minFee,
                max: 1_000_000,
                message: `设计费应在${minFee}–1000000元之间`,
              },
            ]}
          >
            <InputNumber
              min={0}
              max={1_000_000}
              precision={2}
              style={{ width: '100%' }}
              placeholder="如 5000"
            />
          </Form.Item>
        </div>
      </Card>

      <Card className="pc-card" title="需求与交付">
        <DescriptionField
          label="需求描述"
          placeholder="品牌与展品、功能分区（洽谈区、展示区、储物间）、色调、参考案例等"
        />
        <Form.Item
          name="tips"
          label="补充说明（选填）"
          rules={[{ max: 500, message: '补充说明最多500个字' }]}
        >
          <Input.TextArea rows={2} maxLength={500} placeholder="如 需要预留LED大屏位置" />
        </Form.Item>
        <Form.Item
          name="types"
          label="需要的交付物"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一种交付物' }]}
        >
          <CheckboxGroup options={[...taskDeliverables]} />
        </Form.Item>
        <Form.Item name="rounds" label="包含的修改次数" extra="验收前可要求修改的次数">
          <Select
            aria-label="包含的修改次数"
            options={Array.from({ length: MAX_TASK_ROUNDS + 1 }, (_, n) => ({
              value: n,
              label: n === 0 ? '不含修改' : `${n}次`,
            }))}
          />
        </Form.Item>
        <FileField
          name="attach"
          label="参考文件"
          max={MAX_TASK_FILES}
          extra="展位图、品牌手册、参考图片等，PDF 或图片，单个不超过20MB"
          testId="task-attach"
        />
        <Form.Item className="form-actions">
          <Button type="primary" htmlType="submit" loading={pending} disabled={!mayPublish}>
            {editId ? '保存并提交审核' : '发布需求'}
          </Button>
          {!editId && (
            <span className="task-form__draft">
              {mayPublish ? '' : '认证通过后即可发布。'}
              {draft.savedAt ? `草稿已自动保存（${draft.savedAt}）` : '填写内容会自动保存为草稿'}
              {onRestart && (
                <Button type="link" size="small" onClick={restart}>
                  清空
                </Button>
              )}
            </span>
          )}
        </Form.Item>
      </Card>
    </Form>
  );
}
