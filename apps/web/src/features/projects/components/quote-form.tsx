import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type QuoteCategory,
  quoteCategories,
  quoteCategoryNames,
  venueFeeKinds,
} from '@hz/contract/projects';
import { Button, Card, Form, type FormInstance, Input, InputNumber, Select } from 'antd';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { fenText, lineFen, previewTotals, type QuoteFormValues } from './quote-pricing.ts';

const payerOptions = [
  { value: 'factory', label: '工厂承担（含在总额内）' },
  { value: 'client', label: '客户另付（不含在总额内）' },
];

/** The lines of one category: add and remove; each line's amount previewed beside it. */
function CategoryLines({ form, cat }: { form: FormInstance<QuoteFormValues>; cat: QuoteCategory }) {
  const name = quoteCategoryNames[cat];
  const lines = Form.useWatch(cat, form) ?? [];
  const sub = lines.reduce((s, l) => s + lineFen(l), 0);
  return (
    <Form.List name={cat}>
      {(fields, { add, remove }) => (
        <section aria-label={name}>
          <div className="prj-cat__head">
            <h3>
              {name}
              {fields.length > 0 && (
                <span className="card-hint">
                  （{fields.length}项，小计 {fenText(sub)}）
                </span>
              )}
            </h3>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', spec: '', unit: '', qty: null, price: null })}
            >
              添加{name}明细
            </Button>
          </div>
          {fields.length > 0 && (
            <div className="prj-line prj-line--head" aria-hidden>
              <span>名称</span>
              <span>规格/材质</span>
              <span>单位</span>
              <span>数量</span>
              <span>单价（元）</span>
              <span className="prj-line__amount">金额</span>
              <span />
            </div>
          )}
          {fields.map((f, i) => {
            const at = `${name}第${i + 1}项`;
            return (
              <div key={f.key} className="prj-line">
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: '请填写项目名称' }]}
                >
                  <Input aria-label={`${at}名称`} placeholder="名称，如 木地台" maxLength={40} />
                </Form.Item>
                <Form.Item name={[f.name, 'spec']}>
                  <Input aria-label={`${at}规格`} placeholder="规格/材质" maxLength={60} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'unit']}
                  rules={[{ required: true, whitespace: true, message: '请填写单位' }]}
                >
                  <Input aria-label={`${at}单位`} placeholder="单位" maxLength={10} />
                </Form.Item>
                <Form.Item name={[f.name, 'qty']} rules={[{ required: true, message: '请填写数量' }]}>
                  <InputNumber
                    aria-label={`${at}数量`}
                    placeholder="数量"
                    precision={2}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'price']} rules={[{ required: true, message: '请填写单价' }]}>
                  <InputNumber
                    aria-label={`${at}单价`}
                    placeholder="单价(元)"
                    min={0}
                    precision={2}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <span className="prj-line__amount" data-testid={`${cat}-${i}-amount`}>
                  {fenText(lineFen(lines[i]))}
                </span>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除${at}`}
                  onClick={() => remove(f.name)}
                />
              </div>
            );
          })}
        </section>
      )}
    </Form.List>
  );
}

/** The venue and organiser costs, each with who pays it. */
function Fees() {
  return (
    <Form.List name="fees">
      {(fields, { add, remove }) => (
        <section aria-label="场馆费用">
          <div className="prj-cat__head">
            <h3>场馆与主场费用</h3>
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= venueFeeKinds.length}
              onClick={() => add({ kind: undefined, amount: null, payer: 'client', note: '' })}
            >
              添加费用
            </Button>
          </div>
          <p className="card-hint">
            特装管理费、电箱电费、施工证、押金等由主场或场馆收取：工厂承担的计入报价总额，客户另付的单独列出。
          </p>
          {fields.map((f, i) => (
            <div key={f.key} className="prj-fee">
              <Form.Item name={[f.name, 'kind']} rules={[{ required: true, message: '请选择费用类型' }]}>
                <Select
                  aria-label={`费用${i + 1}类型`}
                  placeholder="费用类型"
                  options={venueFeeKinds.map((k) => ({ value: k, label: k }))}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'amount']} rules={[{ required: true, message: '请填写金额' }]}>
                <InputNumber
                  aria-label={`费用${i + 1}金额`}
                  placeholder="金额(元)"
                  min={0}
                  precision={2}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'payer']} rules={[{ required: true, message: '请选择由谁支付' }]}>
                <Select aria-label={`费用${i + 1}由谁支付`} options={payerOptions} />
              </Form.Item>
              <Form.Item name={[f.name, 'note']}>
                <Input aria-label={`费用${i + 1}说明`} placeholder="说明，如 撤展后退还" maxLength={100} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除费用${i + 1}`}
                onClick={() => remove(f.name)}
              />
            </div>
          ))}
        </section>
      )}
    </Form.List>
  );
}

/** The totals as the browser computes them while typing (the server's answer replaces them on saving). */
export function QuotePreview({ form }: { form: FormInstance<QuoteFormValues> }) {
  const v = Form.useWatch([], form) ?? {};
  const t = previewTotals(v);
  return (
    <dl aria-label="报价预览">
      {quoteCategories
        .filter((c) => t.totals[c] > 0)
        .map((c) => (
          <div key={c}>
            <dt>{quoteCategoryNames[c]}</dt>
            <dd>{fenText(t.totals[c])}</dd>
          </div>
        ))}
      {t.factoryFees > 0 && (
        <div>
          <dt>工厂承担费用</dt>
          <dd>{fenText(t.factoryFees)}</dd>
        </div>
      )}
      <div className="prj-preview__total">
        <dt>报价总额（预估）</dt>
        <dd>
          <strong className="prj-money" data-testid="quote-preview-total">
            {fenText(t.total)}
          </strong>
        </dd>
      </div>
      {t.clientFees > 0 && (
        <div>
          <dt>客户另付</dt>
          <dd>{fenText(t.clientFees)}</dd>
        </div>
      )}
    </dl>
  );
}

/** The form's body: nine categories of lines, the fees, then the terms. */
export function QuoteFields({ form }: { form: FormInstance<QuoteFormValues> }) {
  return (
    <>
      <Card className="pc-card" title="分项报价">
        <p className="card-hint">按分类填写明细，金额 = 数量 × 单价，由平台按明细计算；至少填写一项。</p>
        {quoteCategories.map((c) => (
          <CategoryLines key={c} form={form} cat={c} />
        ))}
      </Card>
      <Card className="pc-card">
        <Fees />
      </Card>
      <Card className="pc-card" title="报价条款">
        <Form.Item
          name="exclusions"
          label="不含项目"
          extra="写明报价不包含的内容，便于客户比价，如 电箱费、展具租赁、效果图设计"
        >
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <div className="prj-actions">
          <Form.Item
            name="validity"
            label="报价有效期至"
            rules={[{ required: true, message: '请选择报价有效期' }]}
          >
            <LazyDatePicker aria-label="报价有效期至" placeholder="有效期至" />
          </Form.Item>
          <Form.Item name="days" label="搭建天数" rules={[{ required: true, message: '请填写搭建天数' }]}>
            <InputNumber aria-label="搭建天数" min={1} max={60} precision={0} addonAfter="天" />
          </Form.Item>
        </div>
        <Form.Item name="conts" label="报价说明">
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder="材料品牌、工艺、售后等补充说明" />
        </Form.Item>
      </Card>
    </>
  );
}
