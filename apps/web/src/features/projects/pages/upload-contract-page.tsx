import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Skeleton, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { uploadErrorText, uploadFile } from '../../../lib/upload.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import {
  useContractList,
  useProposeAsClient,
  useProposeAsFactory,
  useRefuseContract,
} from '../api/contract.ts';
import { ContractScreen, PlanTable, sideOf, VersionFacts } from './contract-parts.tsx';

interface Values {
  mode: 'generate' | 'upload';
  prepayp: number;
  terms: string;
}

const stateWords = {
  current: '当前版本',
  proposed: '待确认',
  refused: '已拒绝',
  superseded: '已替代',
} as const;

/**
 * 修改合同 (`/uploadContract?id=`; decision 034): the current version, a change waiting for the other side
 * (accept by signing it, or refuse it), and a new proposal — regenerated with another 预付款 % and added
 * terms, or one's own PDF. Every version is listed with its SHA-256.
 */
export default function UploadContractPage() {
  return (
    <ContractScreen title="修改合同" other={{ path: paths.signContract.path, text: '去签署合同' }}>
      {(p) => <UploadBody p={p} />}
    </ContractScreen>
  );
}

function UploadBody({ p }: { p: ProjectDetail }) {
  const side = sideOf(p)!;
  const nw = p.contractNew;
  const { modal, message } = App.useApp();
  const refuse = useRefuseContract();
  const list = useContractList(p.id);
  const [reason, setReason] = useState('');
  const locked = p.status !== 'won';

  const onRefuse = () =>
    modal.confirm({
      title: `拒绝第${nw!.n}版修改？`,
      content: '拒绝后原合同继续有效，对方会收到通知。',
      okText: '拒绝修改',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        refuse
          .mutateAsync({ id: p.id, version: nw!.n, reason })
          .then(() => message.success('已拒绝修改'), reportError),
    });

  return (
    <>
      {locked && <Alert type="info" showIcon title="合同已由双方签署，不能再修改" />}
      {nw && (
        <Card className="pc-card" title={`待确认的修改：第${nw.n}版`} data-testid="contract-new">
          <VersionFacts v={nw} />
          <PlanTable v={nw} />
          {nw.side === side ? (
            <Alert type="info" showIcon title="等待对方确认" />
          ) : (
            <div className="contract-actions">
              <Input.TextArea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={200}
                placeholder="拒绝原因（选填）"
                autoSize={{ minRows: 2 }}
              />
              <Link to={href(paths.signContract.path, { id: p.id })}>
                <Button type="primary">接受并签署</Button>
              </Link>
              <Button danger onClick={onRefuse} loading={refuse.isPending} data-testid="refuse-change">
                拒绝修改
              </Button>
            </div>
          )}
        </Card>
      )}
      <Card className="pc-card" title={`当前合同：第${p.contractNow!.n}版`}>
        <VersionFacts v={p.contractNow!} />
        <PlanTable v={p.contractNow!} />
      </Card>
      {!locked && <ProposeForm p={p} side={side} />}
      <Card className="pc-card" title="全部版本">
        {list.isPending ? (
          <Skeleton active />
        ) : (
          <ul className="contract-versions">
            {(list.data?.listItem ?? []).map((v) => (
              <li key={v.n}>
                <a href={v.url} target="_blank" rel="noreferrer">
                  第{v.n}版
                </a>{' '}
                {stateWords[v.state]} · {v.dates} ·{' '}
                <code className="contract-sha">{v.sha256.slice(0, 16)}…</code>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function ProposeForm({ p, side }: { p: ProjectDetail; side: 'client' | 'factory' }) {
  const [form] = Form.useForm<Values>();
  const { modal, message } = App.useApp();
  const propB = useProposeAsClient();
  const propF = useProposeAsFactory();
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const mode = Form.useWatch('mode', form) ?? 'generate';

  const submit = (v: Values) => {
    if (v.mode === 'upload' && !file) {
      setFileError('请上传PDF合同文件');
      return;
    }
    modal.confirm({
      title: '提交合同修改？',
      content: '修改需对方确认；对方确认后，双方需重新签署新版本。',
      okText: '提交修改',
      cancelText: '取消',
      onOk: () => {
        const body = {
          id: p.id,
          prepayp: v.prepayp,
          terms: v.terms ?? '',
          ...(v.mode === 'upload' && file ? { file: file.id } : {}),
        };
        const done = {
          onSuccess: () => {
            message.success('已提交，等待对方确认');
            form.resetFields();
            setFile(null);
          },
          onError: (err: Error) => {
            if (applyServerErrors(form, err, ['prepayp', 'terms'])) return;
            const fields = (err as { data?: { fields?: { file?: string } } }).data?.fields;
            if (fields?.file) setFileError(fields.file);
            else reportError(err);
          },
        };
        if (side === 'client') propB.mutate(body, done);
        else propF.mutate(body, done);
      },
    });
  };

  const pick = async (f: File) => {
    setFileError(null);
    if (f.type !== 'application/pdf') {
      setFileError('合同文件须为PDF格式');
      return false;
    }
    setUploading(true);
    try {
      const up = await uploadFile('contract', f, { name: f.name });
      setFile({ id: up.id, name: up.name });
    } catch (err) {
      setFileError(uploadErrorText(err));
    } finally {
      setUploading(false);
    }
    return false;
  };

  return (
    <Card className="pc-card" title="提出修改">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ mode: 'generate', prepayp: p.prepayp || 30, terms: '' }}
      >
        <Form.Item name="mode" label="方式">
          <Radio.Group
            options={[
              { value: 'generate', label: '平台重新生成' },
              { value: 'upload', label: '上传我方PDF' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="prepayp"
          label="预付款比例（%）"
          extra="30%–50%，签约时托管，客户确认施工图后支付给工厂"
          rules={[{ required: true, type: 'number', min: 30, max: 50, message: '预付比例为30%–50%' }]}
        >
          <InputNumber min={30} max={50} precision={0} className="contract-prepayp" />
        </Form.Item>
        {mode === 'generate' ? (
          <Form.Item name="terms" label="补充条款（选填）">
            <Input.TextArea
              maxLength={2000}
              autoSize={{ minRows: 3 }}
              placeholder="例如：展台灯光须为暖白色。"
            />
          </Form.Item>
        ) : (
          <Form.Item label="合同文件" validateStatus={fileError ? 'error' : undefined} help={fileError}>
            <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={pick}>
              <Button icon={<UploadOutlined />} loading={uploading}>
                {file ? `已上传：${file.name}（重新选择）` : '选择PDF文件'}
              </Button>
            </Upload>
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={propB.isPending || propF.isPending}
          data-testid="propose"
        >
          提交修改
        </Button>
      </Form>
    </Card>
  );
}
