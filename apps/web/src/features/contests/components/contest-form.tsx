import { CONTEST_DAYS, MAX_CONTEST_FINALISTS, MAX_CONTEST_WINNERS } from '@hz/contract/contests';
import { MAX_BOOTH_AREA } from '@hz/contract/people';
import { MAX_TASK_FILES, taskDeliverables, type taskStyles } from '@hz/contract/tasks';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { LayerField, OpensField, StyleField } from '../../../components/booth-fields.tsx';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { CityCascader } from '../../../components/city-cascader.tsx';
import { FileField, type TaskFile } from '../../../components/file-upload.tsx';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { DescriptionField } from '../../../components/publish-form.tsx';
import { textToHtml } from '../../../lib/description-text.ts';
import { dateOrder, lengthRule, notPast, requiredText } from '../../../lib/form-rules.ts';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import { usePublishContest } from '../api/contest-pub.ts';
import { boothFacts, placeName, yuan } from './contest-format.ts';

type Style = (typeof taskStyles)[number];
type Deliverable = (typeof taskDeliverables)[number];

export interface ContestValues {
  title: string;
  sizes: number | null;
  opens: number;
  layer: 1 | 2;
  style?: Style;
  region: string[];
  sdate: string;
  edate: string;
  conts: string;
  tips: string;
  attach: TaskFile[];
  types: Deliverable[];
  prize: number | null;
  winners: number;
  split: number[];
  edays: number;
  sdays: number;
  guarantee: boolean;
  blind: boolean;
  finalRound: boolean;
  finals: number;
}

const initial: ContestValues = {
  title: '',
  sizes: null,
  opens: 2,
  layer: 1,
  style: undefined,
  region: [],
  sdate: '',
  edate: '',
  conts: '',
  tips: '',
  attach: [],
  types: ['效果图'],
  prize: null,
  winners: 1,
  split: [100],
  edays: 7,
  sdays: 5,
  guarantee: false,
  blind: true,
  finalRound: false,
  finals: 3,
};

/** The usual split of the prize for 1, 2 or 3 places. */
const defaultSplit = (n: number) => ([[100], [70, 30], [60, 25, 15]] as const)[n - 1]!.slice();

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: `${min + i}天` }));

/** The body of `Contest/contestPub` from the form (without the pay password). */
function toBody(v: ContestValues) {
  return {
    title: v.title.trim(),
    sizes: v.sizes ?? 0,
    opens: v.opens,
    layer: v.layer,
    style: v.style ?? '现代简约',
    prov: v.region[0] ?? '',
    city: v.region[1] ?? '',
    exhibition: 0,
    sdate: v.sdate,
    edate: v.edate,
    conts: textToHtml(v.conts),
    tips: v.tips.trim(),
    attach: v.attach.map((f) => f.id),
    types: v.types,
    prize: v.prize ?? 0,
    winners: v.winners,
    split: v.winners === 1 ? [100] : v.split.slice(0, v.winners),
    edays: v.edays,
    sdays: v.sdays,
    guarantee: v.guarantee,
    blind: v.blind,
    finals: v.finalRound ? v.finals : 0,
  };
}

/**
 * 发布悬赏比稿: the brief (a design task's fields), the prize and how it is split, the entry and selection
 * days, 担保, 暗标 and the finalist round; then a summary to confirm and the prize held with the pay
 * password (`Contest/contestPub` holds it in the same call).
 */
export function ContestForm({
  onDone,
  mayPublish = true,
}: {
  onDone: (id: number) => void;
  mayPublish?: boolean;
}) {
  const [form] = Form.useForm<ContestValues>();
  const { modal } = App.useApp();
  const publish = usePublishContest();
  const [paying, setPaying] = useState<ContestValues>();
  const pay = usePaymentCalls(paying !== undefined);
  const winners = Form.useWatch('winners', form) ?? 1;
  const finalRound = Form.useWatch('finalRound', form) ?? false;
  const prize = Form.useWatch('prize', form) ?? 0;
  const split = (Form.useWatch('split', form) as number[] | undefined) ?? [100];

  // every value, with those of fields not shown now (the split of a single place, the finalists' count)
  const onFinish = () => {
    const v = form.getFieldsValue(true) as ContestValues;
    return modal.confirm({
      title: '确认发布悬赏比稿？',
      content: (
        <div className="contest-confirm">
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
            奖金 {yuan(v.prize ?? 0)}，{v.winners}名获奖（
            {(v.winners === 1 ? [100] : v.split.slice(0, v.winners))
              .map((p, i) => `${placeName(i + 1)} ${p}%`)
              .join('，')}
            ）
          </p>
          <p>
            审核通过后征稿{v.edays}天，截止后{v.sdays}天内评选；{v.guarantee ? '担保' : '不担保'}，
            {v.blind ? '暗标' : '明标'}
            {v.finalRound ? `，入围${v.finals}名` : ''}
          </p>
          <p className="card-hint">
            下一步输入支付密码，奖金从余额转入平台托管。平台服务费从获奖者所得中扣除，您无需另付。
          </p>
        </div>
      ),
      okText: '下一步：托管奖金',
      cancelText: '再看看',
      onOk: () => setPaying(v),
    });
  };

  return (
    <>
      <Form<ContestValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        className="listing-form contest-form"
        scrollToFirstError={{ block: 'center' }}
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={(changed) => {
          if ('winners' in changed) form.setFieldValue('split', defaultSplit(changed.winners as number));
        }}
      >
        <Card className="pc-card" title="展位信息">
          <Form.Item
            name="title"
            label="比稿标题"
            rules={[requiredText('请输入比稿标题'), lengthRule('比稿标题', 4, 60)]}
          >
            <Input maxLength={60} placeholder="如 2026上海车展 72㎡ 特装展台设计比稿" />
          </Form.Item>
          <Form.Item
            name="region"
            label="展会城市"
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
          </div>
        </Card>

        <Card className="pc-card" title="奖金与规则">
          <div className="form-grid">
            <Form.Item
              name="prize"
              label="奖金（元）"
              extra="发布时从余额托管到平台；不低于平台规定的最低奖金"
              rules={[
                { required: true, message: '请输入奖金' },
                { type: 'number', min: 100, max: 1_000_000, message: '奖金应在100–1000000元之间' },
              ]}
            >
              <InputNumber
                min={0}
                max={1_000_000}
                precision={2}
                style={{ width: '100%' }}
                placeholder="如 3000"
              />
            </Form.Item>
            <Form.Item name="winners" label="获奖人数">
              <Select
                aria-label="获奖人数"
                options={Array.from({ length: MAX_CONTEST_WINNERS }, (_, i) => ({
                  value: i + 1,
                  label: `${i + 1}名`,
                }))}
              />
            </Form.Item>
          </div>
          {winners > 1 && (
            <div className="form-grid">
              {Array.from({ length: winners }, (_, i) => (
                <Form.Item
                  // biome-ignore lint/suspicious/noArrayIndexKey: the places are positions
                  key={i}
                  name={['split', i]}
                  label={`${placeName(i + 1)}比例（%）`}
                  extra={prize ? `约 ${yuan(((prize as number) * (split[i] ?? 0)) / 100)}` : undefined}
                  rules={[
                    { required: true, type: 'number', min: 1, max: 100, message: '每个名次1–100%' },
                    ...(i === 0
                      ? [
                          {
                            validator: () =>
                              split.slice(0, winners).reduce((a, x) => a + (x ?? 0), 0) === 100
                                ? Promise.resolve()
                                : Promise.reject(new Error('奖金分配合计应为100%')),
                          },
                        ]
                      : []),
                  ]}
                  dependencies={Array.from({ length: winners }, (_, j) => ['split', j])}
                >
                  <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              ))}
            </div>
          )}
          <div className="form-grid">
            <Form.Item name="edays" label="征稿天数" extra="审核通过后开始计算">
              <Select aria-label="征稿天数" options={range(CONTEST_DAYS.entryMin, CONTEST_DAYS.entryMax)} />
            </Form.Item>
            <Form.Item name="sdays" label="评选天数" extra="征稿截止后评选获奖者的期限">
              <Select aria-label="评选天数" options={range(CONTEST_DAYS.selectMin, CONTEST_DAYS.selectMax)} />
            </Form.Item>
          </div>
          <Form.Item
            name="guarantee"
            valuePropName="checked"
            extra="担保比稿对设计师更有吸引力：逾期未评选时奖金分给评分最高的稿件，不退回"
          >
            <Checkbox>担保：奖金一定发放</Checkbox>
          </Form.Item>
          <Form.Item
            name="blind"
            valuePropName="checked"
            extra="暗标：参赛者只看得到自己的稿件，评选后公开获奖稿件"
          >
            <Checkbox>暗标</Checkbox>
          </Form.Item>
          <Form.Item
            name="finalRound"
            valuePropName="checked"
            extra="先选入围稿件，入围者有3天修改，再从中评选获奖者；入围后奖金不再退回"
          >
            <Checkbox>设入围环节</Checkbox>
          </Form.Item>
          {finalRound && (
            <Form.Item
              name="finals"
              label="入围人数"
              dependencies={['winners']}
              rules={[
                {
                  validator: (_, n: number) =>
                    n >= winners ? Promise.resolve() : Promise.reject(new Error('入围人数不能少于获奖人数')),
                },
              ]}
            >
              <Select
                aria-label="入围人数"
                options={Array.from({ length: MAX_CONTEST_FINALISTS }, (_, i) => ({
                  value: i + 1,
                  label: `${i + 1}名`,
                }))}
              />
            </Form.Item>
          )}
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
            label="获奖者需交付"
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一种交付物' }]}
          >
            <CheckboxGroup options={[...taskDeliverables]} />
          </Form.Item>
          <FileField
            name="attach"
            label="参考文件"
            max={MAX_TASK_FILES}
            extra="展位图、品牌手册、参考图片等，PDF 或图片，单个不超过20MB"
            testId="contest-attach"
          />
          <Form.Item className="form-actions">
            <Button type="primary" htmlType="submit" disabled={!mayPublish}>
              发布比稿
            </Button>
            {!mayPublish && <span className="card-hint"> 认证通过后即可发布。</span>}
          </Form.Item>
        </Card>
      </Form>
      {paying && (
        <PayDialog
          {...pay}
          open
          onClose={() => setPaying(undefined)}
          title="托管比稿奖金"
          okText="确认托管并发布"
          resumeKey="contest"
          what={`比稿奖金「${paying.title}」`}
          amount={paying.prize ?? 0}
          lines={[
            { label: '收款方', value: '平台托管，验收后按名次支付给获奖设计师' },
            { label: '平台服务费', value: '从获奖者所得中扣除，您无需另付' },
          ]}
          note={
            paying.guarantee
              ? '担保比稿：奖金一定发放。审核未通过或征稿前无人投稿时可关闭比稿，奖金全额退回。'
              : '未选出获奖者且未选定入围时，奖金在评选期结束后全额退回；审核未通过可关闭比稿全额退回。'
          }
          onPay={(paycode) => publish.mutateAsync({ ...toBody(paying), paycode }).then((d) => onDone(d.id))}
          successText="奖金已托管，比稿已提交审核"
        />
      )}
    </>
  );
}
