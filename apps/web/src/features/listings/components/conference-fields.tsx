import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type RegistrationWay, registrationWayNames, registrationWays } from '@hz/contract/values/listings';
import { REGISTRATION_URL } from '@hz/contract/listings';
import { Button, Card, Checkbox, Form, Input } from 'antd';
import { lengthRule, requiredText } from '../../../lib/form-rules.ts';

/** The contract's limit (`conferencePubBody.agenda`). */
const MAX_AGENDA = 40;

/**
 * 议程: a conference's agenda as rows of time, topic and speaker, in the order given (the publisher adds,
 * removes and fills them; the time is free text so that `09:00–09:30` and `第二天 14:00` both fit).
 */
export function AgendaCard() {
  return (
    <Card className="pc-card" title="会议议程（选填）">
      <p className="card-hint">按时间顺序填写，每项一个议题；时间可写“09:00–09:30”或“第二天 14:00”。</p>
      <Form.List name="agenda">
        {(rows, { add, remove }) => (
          <>
            {rows.length > 0 && (
              <ol className="agenda-rows" aria-label="议程">
                {rows.map((row, i) => (
                  <li key={row.key} className="agenda-row">
                    <Form.Item
                      name={[row.name, 'time']}
                      label={`时间 ${i + 1}`}
                      rules={[requiredText('请输入议程时间'), { max: 30, message: '议程时间最多30个字' }]}
                    >
                      <Input maxLength={30} placeholder="09:00–09:30" aria-label={`议程时间${i + 1}`} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'topic']}
                      label="议题"
                      rules={[requiredText('请输入议题'), lengthRule('议题', 2, 60)]}
                    >
                      <Input maxLength={60} placeholder="如 开幕致辞" aria-label={`议题${i + 1}`} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'speaker']}
                      label="演讲嘉宾（选填）"
                      rules={[{ max: 60, message: '演讲嘉宾最多60个字' }]}
                    >
                      <Input maxLength={60} placeholder="姓名与职务" aria-label={`演讲嘉宾${i + 1}`} />
                    </Form.Item>
                    <Button
                      className="agenda-row__remove"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`删除第${i + 1}项议程`}
                      onClick={() => remove(row.name)}
                    />
                  </li>
                ))}
              </ol>
            )}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={rows.length >= MAX_AGENDA}
              onClick={() => add({ time: '', topic: '', speaker: '' })}
            >
              添加议程{rows.length >= MAX_AGENDA ? `（最多${MAX_AGENDA}项）` : ''}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/**
 * 报名方式: one or more ways, the link for online registration (required with it), and a note. A phone
 * registration uses the contact phone below, which only logged-in members see.
 */
export function RegistrationCard() {
  const ways = (Form.useWatch('regWays') as RegistrationWay[] | undefined) ?? [];
  return (
    <Card className="pc-card" title="报名方式（选填）">
      <Form.Item name="regWays" label="报名方式">
        <Checkbox.Group
          options={registrationWays.map((w) => ({ value: w, label: registrationWayNames[w] }))}
        />
      </Form.Item>
      {ways.includes('online') && (
        <Form.Item
          name="regUrl"
          label="报名链接"
          rules={[
            requiredText('选择线上报名时请填写报名链接'),
            { pattern: REGISTRATION_URL, message: '请输入以 http:// 或 https:// 开头的报名链接' },
            { max: 300, message: '报名链接最多300个字符' },
          ]}
        >
          <Input maxLength={300} inputMode="url" placeholder="https://" />
        </Form.Item>
      )}
      {ways.includes('phone') && (
        <p className="card-hint">电话报名使用下方“联系方式”中的电话，仅向已登录的会员展示。</p>
      )}
      <Form.Item
        name="regNote"
        label="报名说明（选填）"
        rules={[{ max: 200, message: '报名说明最多200个字' }]}
      >
        <Input.TextArea
          rows={2}
          maxLength={200}
          showCount
          placeholder="如 报名截止时间、参会费用、现场签到须知"
        />
      </Form.Item>
    </Card>
  );
}
