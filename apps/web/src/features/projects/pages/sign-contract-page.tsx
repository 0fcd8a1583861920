import { Alert, App, Button, Card, Form, Input, Skeleton } from 'antd';
import { Link } from 'react-router';
import { fundsLines, fundsOf, fundsSentence } from '../../../components/deal-funds.tsx';
import { canPay, PayPanel, payErrorFields } from '../../../components/pay-dialog.tsx';
import { SmsCodeField } from '../../../components/sms-code-field.tsx';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { maskMobile } from '../../../lib/format.ts';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { useSignAsClient, useSignAsFactory } from '../api/contract.ts';
import { signNote } from '../components/sign-note.ts';
import {
  type ContractVersion,
  ContractScreen,
  PlanTable,
  sideOf,
  VersionFacts,
  yuan,
} from './contract-parts.tsx';

interface Values {
  mobile: string;
  code: string;
  paycode?: string;
}

/**
 * 签订合同 (`/signContract?id=`; decision 034): the version to sign (its PDF, SHA-256, plan with amounts,
 * who signed when), then 获取验证码 + the code (+ the pay password for the client, whose signature holds
 * the prepayment) + 签署, with a confirmation. Signing the other side's proposed change accepts it.
 */
export default function SignContractPage() {
  return (
    <ContractScreen title="签订合同" other={{ path: paths.uploadContract.path, text: '修改或上传合同' }}>
      {(p) => <SignBody p={p} />}
    </ContractScreen>
  );
}

function SignBody({ p }: { p: ProjectDetail }) {
  const side = sideOf(p)!;
  const now = p.contractNow!;
  const nw = p.contractNew;
  // the version to sign: the other side's proposal (signing it accepts it), else the current one
  const target: ContractVersion = nw && nw.side !== side ? nw : now;
  const mine = side === 'client' ? target.signedb : target.signedf;
  const signed = p.contctck === 1;

  return (
    <>
      <Card className="pc-card" title={`${p.title}`} data-testid="contract-card">
        {signed && (
          <Alert
            type="success"
            showIcon
            title={`合同已由双方签署（${p.contctckdt}）`}
            description={`预付款 ${yuan(p.prepay)} 已由平台托管。`}
            data-testid="contract-signed"
          />
        )}
        {nw && nw.side === side && (
          <Alert type="info" showIcon title={`您提出的修改（第${nw.n}版）正在等待对方确认`} />
        )}
        {target === nw && (
          <Alert
            type="warning"
            showIcon
            title={`对方提出了合同修改（第${nw.n}版）`}
            description={
              <>
                签署第{nw.n}版即表示接受修改（双方的签署将重新开始）；不同意请到
                <Link to={href(paths.uploadContract.path, { id: p.id })}>修改合同</Link>拒绝。
              </>
            }
          />
        )}
        <VersionFacts v={target} />
      </Card>
      <Card className="pc-card" title="付款计划">
        <PlanTable v={target} stages={signed ? p.stages : undefined} />
      </Card>
      {!signed && !(nw && nw.side === side) && (
        <Card className="pc-card" title={`签署第${target.n}版`}>
          {mine ? (
            <Alert
              type="success"
              showIcon
              title={`您已于 ${mine} 签署，等待对方签署`}
              data-testid="my-signature"
            />
          ) : target.ready ? (
            <SignForm p={p} v={target} side={side} />
          ) : (
            <Alert type="info" showIcon title="合同生成中，生成后即可签署" />
          )}
        </Card>
      )}
    </>
  );
}

function SignForm({ p, v, side }: { p: ProjectDetail; v: ContractVersion; side: 'client' | 'factory' }) {
  const [form] = Form.useForm<Values>();
  const { modal, message } = App.useApp();
  const me = useUserInfo();
  const { wallet, paycodeCalls } = usePaymentCalls();
  const getCode = useGetCode();
  const signB = useSignAsClient();
  const signF = useSignAsFactory();
  const pending = signB.isPending || signF.isPending;
  const first = v.plan[0]!;

  if (me.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!me.data) return <Button onClick={() => me.refetch()}>加载失败，重试</Button>;

  const submit = (values: Values) =>
    modal.confirm({
      title: `确认签署第${v.n}版合同？`,
      content: signNote(side, v, `${first.name} ${yuan(first.amount)}`),
      okText: '确认签署',
      cancelText: '取消',
      onOk: () => {
        const base = { id: p.id, version: v.n, sha256: v.sha256, code: values.code };
        const done = {
          onSuccess: () => {
            message.success('签署成功');
          },
          onError: (err: Error) => {
            if (
              !applyServerErrors(form, err, ['code', 'paycode'], {
                code_invalid: 'code',
                code_expired: 'code',
                ...payErrorFields,
              })
            )
              reportError(err);
          },
        };
        if (side === 'client') signB.mutate({ ...base, paycode: values.paycode ?? '' }, done);
        else signF.mutate(base, done);
      },
    });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="contract-sign-form">
      <p className="card-hint">验证码将发送至您的绑定手机 {maskMobile(me.data.mobile)}。</p>
      <Form.Item name="mobile" initialValue={me.data.mobile} hidden>
        <Input />
      </Form.Item>
      <SmsCodeField form={form} type="contract" getCode={getCode} />
      {side === 'factory' && fundsOf(p.actions, 'sign') && (
        <p className="card-hint" data-testid="sign-funds">
          {fundsSentence(fundsOf(p.actions, 'sign'))}
        </p>
      )}
      {side === 'client' && (
        <PayPanel
          what={`签署后托管${first.name}`}
          amount={first.amount}
          note="双方都签署后，该款项从可用余额转入平台托管，按付款计划支付给工厂。"
          lines={fundsLines(fundsOf(p.actions, 'sign'))}
          wallet={wallet}
          paycodeCalls={paycodeCalls}
          allowShort
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        loading={pending}
        disabled={side === 'client' && !canPay(wallet.data, first.amount, true)}
        block
        data-testid="sign-button"
      >
        签署
      </Button>
    </Form>
  );
}
