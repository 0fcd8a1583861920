import { MAX_ANSWER_CHARS, MAX_QUESTION_CHARS } from '@hz/contract/values/projects';
import { App, Button, Empty, Form, Input, Skeleton } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { type QuoteThread, useQuoteAnswer, useQuoteAsk, useQuoteQuestions } from '../api/questions.ts';

/**
 * The thread of one quotation (issue 14 point 3): the client's questions and the factory's answers, seen by
 * the two of them only. The client asks while the project takes quotations; the factory answers each once.
 */

function AnswerForm({ id, quote, question }: { id: number; quote: number; question: number }) {
  const [form] = Form.useForm<{ conts: string }>();
  const answer = useQuoteAnswer();
  const { message } = App.useApp();
  return (
    <Form
      form={form}
      name={`quote-answer-${question}`}
      layout="vertical"
      onFinish={(v) =>
        answer.mutate(
          { id, quote, question, conts: v.conts.trim() },
          {
            onSuccess: () => {
              message.success('回答已发送给客户');
              form.resetFields();
            },
            onError: (e) => {
              if (!applyServerErrors(form, e, ['conts'])) reportError(e);
            },
          },
        )
      }
    >
      <Form.Item
        name="conts"
        label="回答"
        rules={[{ required: true, whitespace: true, message: '请输入回答' }]}
      >
        <Input.TextArea rows={2} maxLength={MAX_ANSWER_CHARS} showCount />
      </Form.Item>
      <Button htmlType="submit" type="primary" size="small" loading={answer.isPending}>
        回答
      </Button>
    </Form>
  );
}

function AskForm({ id, quote }: { id: number; quote: number }) {
  const [form] = Form.useForm<{ conts: string }>();
  const ask = useQuoteAsk();
  const { message } = App.useApp();
  return (
    <Form
      form={form}
      name={`quote-ask-${quote}`}
      layout="vertical"
      onFinish={(v) =>
        ask.mutate(
          { id, quote, conts: v.conts.trim() },
          {
            onSuccess: () => {
              message.success('问题已发送给工厂');
              form.resetFields();
            },
            onError: (e) => {
              if (!applyServerErrors(form, e, ['conts'])) reportError(e);
            },
          },
        )
      }
    >
      <Form.Item
        name="conts"
        label="向工厂提问"
        rules={[
          { required: true, whitespace: true, message: '请输入问题' },
          { min: 2, message: '问题至少2个字' },
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={MAX_QUESTION_CHARS}
          showCount
          placeholder="例如：背板是否含灯箱制作？"
        />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={ask.isPending}>
        提问
      </Button>
    </Form>
  );
}

function Thread({ data, id, quote }: { data: QuoteThread; id: number; quote: number }) {
  return (
    <>
      {data.listItem.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有提问" />
      ) : (
        <ol className="prj-files" data-testid="quote-questions">
          {data.listItem.map((x) => (
            <li key={x.id}>
              <p>
                <strong>问：</strong>
                <span className="prj-note">{x.question}</span>
                <span className="card-hint">
                  {' '}
                  {x.dates} {x.times}
                </span>
              </p>
              {x.answer ? (
                <p>
                  <strong>答：</strong>
                  <span className="prj-note">{x.answer}</span>
                  <span className="card-hint"> {x.answered}</span>
                </p>
              ) : data.canAnswer ? (
                <AnswerForm id={id} quote={quote} question={x.id} />
              ) : (
                <p className="card-hint">等待工厂回答</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {data.canAsk && <AskForm id={id} quote={quote} />}
    </>
  );
}

/** The thread with its loading and error states. */
export function QuoteQuestions({ id, quote }: { id: number; quote: number }) {
  const q = useQuoteQuestions(id, quote);
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!q.data) return <LoadFailed compact title="问答加载失败" onRetry={() => q.refetch()} />;
  return <Thread data={q.data} id={id} quote={quote} />;
}
