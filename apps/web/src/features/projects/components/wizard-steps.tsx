import { MAX_PROJECT_FILES } from '@hz/contract/projects';
import { Alert, Button, Card, Descriptions, Form, type FormInstance, Input, InputNumber, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LayerField } from '../../../components/booth-fields.tsx';
import { CityCascader } from '../../../components/city-cascader.tsx';
import { paths } from '../../../config/paths.ts';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { DescriptionField } from '../../../components/publish-form.tsx';
import { placeName } from '../../../lib/content-format.ts';
import { chinaToday, formatYuan } from '../../../lib/format.ts';
import { requiredText } from '../../../lib/form-rules.ts';
import { useListingInfo } from '../../listings/api/listing-info.ts';
import { useMyProjects } from '../api/project-list.ts';
import { BudgetReference } from './budget-reference.tsx';
import { FileLinks } from '../../../components/file-links.tsx';
import { FileField } from '../../../components/file-upload.tsx';
import { ExhibitionSelect } from '../../../components/exhibition-select.tsx';
import { useExhibitionOptions } from '../../listings/api/exhibition-options.ts';
import {
  areaOf,
  type FormValues,
  type StepNo,
  schemaRule,
  toForm,
  type Wire,
  type WizardMode,
} from './wizard-model.ts';

type Getter = { getFieldValue: (name: string) => unknown };

/** An approved exhibition's dates, as the date rules check them ('' when not given). */
export interface ShowDates {
  title: string;
  sdate: string;
  edate: string;
  indate: string;
  outdate: string;
}

/** The linked exhibition's title, place and dates (none for a free show). */
export function useShowDates(exhibition: number | undefined) {
  const info = useListingInfo('huizhan', exhibition && exhibition > 0 ? exhibition : undefined);
  const d = info.data;
  if (d?.kind !== 'huizhan') return undefined;
  return {
    title: d.title,
    sdate: d.sdate,
    edate: d.edate,
    indate: d.indate,
    outdate: d.outdate,
    hall: d.hall,
    venue: d.venue,
    prov: d.prov,
    city: d.city,
    addr: d.addr,
  };
}

const dateRule =
  (
    check: (v: string, get: (k: string) => string) => string | null,
  ): ((f: Getter) => { validator: (_: unknown, v: string) => Promise<void> }) =>
  ({ getFieldValue }) => ({
    validator: async (_, v) => {
      if (!v) return;
      const msg = check(v, (k) => String(getFieldValue(k) ?? ''));
      if (msg) throw new Error(msg);
    },
  });

/** Step 1: the show and the booth. */
export function ShowStep({
  mode,
  form,
  self,
}: {
  mode: WizardMode;
  form: FormInstance<FormValues>;
  /** The project being edited (not a group of its own). */
  self?: number;
}) {
  const simple = mode === 'simple';
  const length = Form.useWatch('length', form);
  const width = Form.useWatch('width', form);
  const exhibition = Form.useWatch('exhibition', form);
  const show = useShowDates(exhibition);
  useEffect(() => {
    if (!show) return;
    const cur = form.getFieldsValue(['showname', 'hall']);
    form.setFieldsValue({
      showname: cur.showname || show.title,
      ...(simple || cur.hall ? {} : { hall: show.hall }),
    });
  }, [show, form, simple]);
  const area = areaOf(length, width);
  // no min/max on the inputs: an out-of-range number is said by the rule, not silently clamped
  const metres = (label: string) => (
    <InputNumber precision={2} step={0.5} style={{ width: '100%' }} placeholder={label} />
  );
  return (
    <>
      <Card className="pc-card" title="展会">
        <Form.Item name="title" label="项目标题" rules={[schemaRule('title', '请输入项目标题')]}>
          <Input maxLength={60} placeholder="如 2026上海车展 N1馆 54㎡ 特装展台搭建" />
        </Form.Item>
        <Form.Item
          name="exhibition"
          label="选择展会"
          extra="从平台展会中选择，日期与地点会自动带出；不在列表中时请在下方填写展会名称"
        >
          <ExhibitionSelect
            useOptions={useExhibitionOptions}
            notFound="没有找到展会，可在下方填写展会名称"
            current={show ? { id: exhibition ?? 0, title: show.title } : null}
          />
        </Form.Item>
        <Form.Item
          name="showname"
          label="展会名称"
          dependencies={['exhibition']}
          rules={[
            schemaRule('showname'),
            ({ getFieldValue }) => ({
              validator: async (_, v?: string) => {
                if (!getFieldValue('exhibition') && !v?.trim()) throw new Error('请选择展会或填写展会名称');
              },
            }),
          ]}
        >
          <Input maxLength={60} placeholder="如 第二十一届上海国际汽车工业展览会" />
        </Form.Item>
        {!simple && <GroupSelect self={self} />}
        <div className="form-grid">
          {!simple && (
            <Form.Item name="hall" label="展馆（选填）" rules={[schemaRule('hall')]}>
              <Input maxLength={30} placeholder="如 国家会展中心 5.1号馆" />
            </Form.Item>
          )}
          <Form.Item
            name="booth"
            label={simple ? '展位号' : '展位号（选填）'}
            rules={simple ? [requiredText('请输入展位号'), schemaRule('booth')] : [schemaRule('booth')]}
          >
            <Input maxLength={30} placeholder="如 5.1H-A08" />
          </Form.Item>
        </div>
      </Card>
      <Card className="pc-card" title="展位">
        <div className="form-grid">
          <Form.Item name="length" label="长（米）" rules={[schemaRule('length', '请输入展台长度')]}>
            {metres('如 9')}
          </Form.Item>
          <Form.Item name="width" label="宽（米）" rules={[schemaRule('width', '请输入展台宽度')]}>
            {metres('如 6')}
          </Form.Item>
          {!simple && (
            <Form.Item name="height" label="限高（米）" rules={[schemaRule('height', '请输入展台高度')]}>
              {metres('如 4.5')}
            </Form.Item>
          )}
        </div>
        <p className="project-area" data-testid="project-area">
          面积：{area > 0 ? `${area}㎡` : '填写长和宽后自动计算'}
        </p>
        <div className="form-grid">
          <Form.Item name="opens" label="开口" rules={[schemaRule('opens', '请选择开口数')]}>
            <Select
              aria-label="开口"
              options={[
                { value: 1, label: '1面开口' },
                { value: 2, label: '2面开口（角位）' },
                { value: 3, label: '3面开口（半岛）' },
                { value: 4, label: '4面开口（岛型）' },
              ]}
            />
          </Form.Item>
          {!simple && <LayerField />}
        </div>
        {simple && (
          <p className="card-hint">
            快速发布按标准展位处理：单层，限高2.5米。需要特装请使用
            <Link to={paths.workshopNeed.root.path}>完整发布</Link>。
          </p>
        )}
        {mode === 'full' && (
          <p className="card-hint">
            标准展位只需简单搭建？可以<Link to={paths.workshopNeedSimple.root.path}>快速发布</Link>。
          </p>
        )}
      </Card>
    </>
  );
}

/**
 * 同一展会的其他展位: another of the member's projects (open ones, latest first) that this booth goes with
 * (`groupid`); shown only when the member has one.
 */
function GroupSelect({ self }: { self?: number }) {
  const mine = useMyProjects({ page: 1, pageSize: 50 });
  const options = (mine.data?.listItem ?? [])
    .filter((p) => p.id !== self)
    .map((p) => ({ value: String(p.id), label: `${p.title}（${p.showname || p.city}）` }));
  if (options.length === 0) return null;
  return (
    <Form.Item
      name="groupid"
      label="同一展会的其他展位（选填）"
      extra="同一展会有多个展位时，关联到已发布的项目，方便工厂一并报价"
    >
      <Select allowClear placeholder="不关联" options={options} />
    </Form.Item>
  );
}

/** Step 2: the place and the dates, checked against each other and against the linked exhibition. */
export function PlaceStep({
  mode,
  form,
  exhibition,
}: {
  mode: WizardMode;
  form: FormInstance<FormValues>;
  exhibition: number | undefined;
}) {
  const simple = mode === 'simple';
  const show = useShowDates(exhibition);
  useEffect(() => {
    if (!show) return;
    const cur = form.getFieldsValue(true) as FormValues;
    const fill: FormValues = {};
    if (!cur.region?.length && show.prov && show.city) fill.region = [show.prov, show.city];
    if (!cur.addr) fill.addr = [show.addr, show.venue].filter(Boolean).join(' ');
    if (!cur.sdate) fill.sdate = show.sdate;
    if (!cur.edate) fill.edate = show.edate;
    if (!cur.indate && show.indate) fill.indate = show.indate;
    if (!cur.outdate && show.outdate) fill.outdate = show.outdate;
    if (Object.keys(fill).length) form.setFieldsValue(fill);
  }, [show, form]);
  const today = chinaToday();
  const date = (
    name: string,
    label: string,
    extra: string | undefined,
    rules: ReturnType<typeof dateRule>[],
  ) => (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      dependencies={['bgdate', 'indate', 'sdate', 'edate', 'outdate'].filter((n) => n !== name)}
      rules={[{ required: true, message: `请选择${label}` }, ...rules]}
    >
      <LazyDatePicker placeholder={label} aria-label={label} />
    </Form.Item>
  );
  return (
    <>
      {show && (
        <Alert
          className="project-wizard__notice"
          type="info"
          showIcon
          title={`所选展会：${show.title}`}
          description={`展期 ${show.sdate} 至 ${show.edate}${show.indate ? `，布展 ${show.indate} 起` : ''}${show.outdate ? `，撤展 ${show.outdate} 前` : ''}`}
        />
      )}
      <Card className="pc-card" title="搭建地点">
        <div className="form-grid">
          <Form.Item
            name="region"
            label="所在城市"
            rules={[{ required: true, type: 'array', min: 2, message: '请选择所在省市' }]}
          >
            <CityCascader />
          </Form.Item>
          {!simple && (
            <Form.Item name="strt" label="区县（选填）" rules={[schemaRule('strt')]}>
              <Input maxLength={30} placeholder="如 青浦区" />
            </Form.Item>
          )}
        </div>
        <Form.Item name="addr" label="详细地址" rules={[schemaRule('addr', '请输入详细地址')]}>
          <Input maxLength={100} placeholder="展馆地址，如 崧泽大道333号" />
        </Form.Item>
      </Card>
      <Card className="pc-card" title="时间">
        <p className="card-hint">按时间先后：报馆截止 → 进场布展 → 开展 → 闭展 → 撤展。</p>
        <div className="form-grid">
          {date('bgdate', '报馆截止日期', '向主场提交搭建资料的最后一天', [
            dateRule((v) => (v < today ? '报馆截止日期不能早于今天' : null)),
            dateRule((v, get) =>
              get('indate') && v > get('indate') ? '报馆截止日期不能晚于进场日期' : null,
            ),
          ])}
          {date('indate', '进场日期', '开始布展搭建的日期', [
            dateRule((v, get) => (get('sdate') && v > get('sdate') ? '进场日期不能晚于展会开始日期' : null)),
            dateRule((v) =>
              show?.indate && v < show.indate ? `进场日期不能早于展会的布展日期（${show.indate}）` : null,
            ),
          ])}
          {date('sdate', '展会开始日期', undefined, [
            dateRule((v) =>
              show && v < show.sdate
                ? `展会日期应在所选展会的日期内（${show.sdate} 至 ${show.edate}）`
                : null,
            ),
          ])}
          {date('edate', '展会结束日期', undefined, [
            dateRule((v, get) => (get('sdate') && v < get('sdate') ? '展会结束日期不能早于开始日期' : null)),
            dateRule((v) =>
              show && v > show.edate
                ? `展会日期应在所选展会的日期内（${show.sdate} 至 ${show.edate}）`
                : null,
            ),
          ])}
          {date('outdate', '撤展日期', '拆除展台、清场的日期', [
            dateRule((v, get) => (get('edate') && v < get('edate') ? '撤展日期不能早于展会结束日期' : null)),
            dateRule((v) =>
              show?.outdate && v > show.outdate ? `撤展日期不能晚于展会的撤展日期（${show.outdate}）` : null,
            ),
          ])}
        </div>
      </Card>
    </>
  );
}

/** Step 3: the budget, the crew and the design. */
export function BudgetStep({ mode }: { mode: WizardMode }) {
  const simple = mode === 'simple';
  const files = (name: 'picture' | 'workpic', label: string, extra: string) => (
    <FileField name={name} label={label} max={MAX_PROJECT_FILES} extra={extra} testId={`project-${name}`} />
  );
  return (
    <>
      <Card className="pc-card" title="预算">
        <div className="form-grid">
          <Form.Item
            name="coins"
            label="搭建预算（元）"
            extra="含材料、制作、运输与人工；工厂按分项报价，最终以选定的报价为准"
            rules={[schemaRule('coins', '请输入预算')]}
          >
            <InputNumber precision={2} style={{ width: '100%' }} placeholder="如 80000" />
          </Form.Item>
          {!simple && (
            <Form.Item name="peoples" label="现场施工人数（选填）" rules={[schemaRule('peoples')]}>
              <InputNumber precision={0} style={{ width: '100%' }} placeholder="如 8" />
            </Form.Item>
          )}
        </div>
        <BudgetReference simple={simple} />
      </Card>
      {!simple && (
        <Card className="pc-card" title="设计图纸">
          <p className="card-hint">有设计方案的请上传，工厂可据此准确报价；PDF 或图片，单个不超过20MB。</p>
          {files('picture', '效果图', '展台的效果图（渲染图）')}
          {files('workpic', '施工图', '尺寸、结构与材料说明的施工图')}
        </Card>
      )}
    </>
  );
}

/** Step 4: files, notes, the contact; then the review of everything. */
export function FilesStep({ mode }: { mode: WizardMode }) {
  return (
    <Card className="pc-card" title="说明与附件">
      <DescriptionField
        label="项目说明"
        placeholder="搭建要求：结构与材料、地面与灯光、储藏间与洽谈区、展品与电源、需要的报价范围等"
      />
      {mode !== 'simple' && (
        <FileField
          name="attach"
          label="附件"
          max={MAX_PROJECT_FILES}
          extra="展位图、主场搭建规定、品牌手册等，PDF 或图片，单个不超过20MB"
          testId="project-attach"
        />
      )}
      <Form.Item
        name="mobile"
        label="联系手机"
        extra="仅您选定的工厂可见"
        rules={[schemaRule('mobile', '请输入手机号')]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
    </Card>
  );
}

const orDash = (v: ReactNode) => (v === '' || v === undefined || v === null ? '—' : v);

/** Everything the wizard has, step by step, each with a link back to its step. */
export function Review({
  values,
  showTitle,
  stepLink,
}: {
  values: Wire;
  showTitle?: string;
  stepLink: (step: StepNo) => string;
}) {
  const v = toForm(values);
  const area = areaOf(v.length, v.width);
  const edit = (step: StepNo) => <Link to={stepLink(step)}>修改</Link>;
  const block = (step: StepNo, title: string, items: [string, ReactNode][]) => (
    <Descriptions
      key={step}
      className="project-review__block"
      title={title}
      extra={edit(step)}
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={items.map(([label, children]) => ({ key: label, label, children: orDash(children) }))}
    />
  );
  return (
    <Card className="pc-card project-review" title="确认信息" data-testid="project-review">
      {block(1, '展会与展位', [
        ['项目标题', v.title],
        ['展会', showTitle || v.showname],
        ...(v.groupid ? [['同展会项目', `项目编号 ${v.groupid}`] as [string, ReactNode]] : []),
        ['展馆', v.hall],
        ['展位号', v.booth],
        [
          '尺寸',
          v.length && v.width
            ? `${v.length} × ${v.width}${v.height ? ` × ${v.height}` : ''} 米（${area}㎡）`
            : '',
        ],
        ['开口 / 层数', `${v.opens ?? ''}面开口 · ${v.layer === 2 ? '双层' : '单层'}`],
      ])}
      {block(2, '地点与日期', [
        [
          '地点',
          v.region?.length
            ? `${placeName(v.region[0] ?? '', v.region[1] ?? '')} ${v.strt ?? ''} ${v.addr ?? ''}`
            : '',
        ],
        ['报馆截止', v.bgdate],
        ['进场', v.indate],
        ['展期', v.sdate && v.edate ? `${v.sdate} 至 ${v.edate}` : ''],
        ['撤展', v.outdate],
      ])}
      {block(3, '预算与设计', [
        ['预算', v.coins ? `¥${formatYuan(v.coins)}` : ''],
        ['施工人数', v.peoples ? `${v.peoples}人` : ''],
        ['效果图', v.picture?.length ? <FileLinks key="picture" files={v.picture} label="效果图" /> : ''],
        ['施工图', v.workpic?.length ? <FileLinks key="workpic" files={v.workpic} label="施工图" /> : ''],
      ])}
      {block(4, '说明与附件', [
        ['联系手机', v.mobile],
        ['附件', v.attach?.length ? <FileLinks key="attach" files={v.attach} label="附件" /> : ''],
      ])}
    </Card>
  );
}

/** The buttons under a step. */
export function StepButtons({
  step,
  busy,
  onPrev,
  last,
}: {
  step: StepNo;
  busy: boolean;
  onPrev: () => void;
  last: ReactNode;
}) {
  return (
    <div className="project-wizard__actions">
      {step > 1 && (
        <Button onClick={onPrev} disabled={busy}>
          上一步
        </Button>
      )}
      {step < 4 ? (
        <Button type="primary" htmlType="submit" loading={busy}>
          下一步
        </Button>
      ) : (
        last
      )}
    </div>
  );
}
