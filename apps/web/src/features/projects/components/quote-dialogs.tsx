import { App, Form, Input, Modal } from 'antd';
import { reportError } from '../../../lib/error-handler.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import type { ComparedQuote } from '../api/check-price.ts';
import { useAwardProject } from '../api/project-award.ts';
import { yuan } from './project-format.ts';
import { QuoteQuestions } from './quote-questions.tsx';

/*
 * The dialogs of the client's comparison of the quotations (quote-comparison.tsx), loaded when one is first
 * opened: the page's first load carries no form (issue 34).
 */

/** The confirmation of an award: the factory and its total named, an optional reason to the others. */
export function AwardModal({
  project,
  quote,
  onClose,
}: {
  project: ProjectDetail;
  quote: ComparedQuote;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const won = useAwardProject();
  const { message } = App.useApp();
  const submit = async ({ reason }: { reason?: string }) => {
    try {
      await won.mutateAsync({ id: project.id, quote: quote.id, reason: reason?.trim() ?? '' });
      message.success(`已选定 ${quote.factory.name}`);
      onClose();
    } catch (err) {
      reportError(err);
    }
  };
  return (
    <Modal
      open
      title={`选定「${quote.factory.name}」的报价？`}
      okText="确认选定"
      cancelText="取消"
      confirmLoading={won.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        报价总额 <strong>{yuan(quote.total)}</strong>
        {quote.clientFees > 0 &&
          `，另需您直接向场馆支付 ${yuan(quote.clientFees)}，您的总花费 ${yuan(quote.clientCost)}`}
        。
      </p>
      <p className="card-hint">选定后项目进入签约阶段，不能再改选；其他报价的工厂会收到未中标通知。</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label="告知其他工厂的原因（可不填）">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：另一家的工期更短" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The questions to one factory about its quotation, and its answers (问答). */
export function AskModal({
  project,
  quote,
  onClose,
}: {
  project: ProjectDetail;
  quote: ComparedQuote;
  onClose: () => void;
}) {
  return (
    <Modal open title={`向 ${quote.factory.name} 提问`} footer={null} onCancel={onClose} destroyOnHidden>
      <p className="card-hint">问答只有您和该工厂可见，工厂回答后您会收到消息。</p>
      <QuoteQuestions id={project.id} quote={quote.id} />
    </Modal>
  );
}
