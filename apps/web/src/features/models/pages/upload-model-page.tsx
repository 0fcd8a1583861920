import { CheckCircleFilled, CloudUploadOutlined } from '@ant-design/icons';
import {
  type ModelLicence,
  modelFormats,
  modelLicences,
  modelLicenceSummaries,
  viewableModelFormats,
} from '@hz/contract/values/models';
import { modelMaxPrice, modelPreviewMaxBytes } from '@hz/contract/models';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Result,
  Select,
  Skeleton,
  TreeSelect,
} from 'antd';
import { type ReactNode, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ListingImage } from '../../../components/image-upload.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useEditModel } from '../api/edit-model.ts';
import { useMenusTree } from '../api/menus-tree.ts';
import { type ModelDetail, modelInfoOptions } from '../api/model-info.ts';
import { useTusUpload } from '../api/tus-upload.ts';
import { useUploadModel } from '../api/upload-model.ts';
import { CoverField } from '../components/cover-field.tsx';
import { sizeText } from '../components/model-format.ts';
import '../models.css';
import { ContactNotice, savedMessage } from '../../../components/contact-notice.tsx';

interface Values {
  title: string;
  categoryId?: number;
  licence?: ModelLicence;
  price: number | null;
  tags: string[];
  description: string;
  cover: ListingImage[];
}

const fields = ['title', 'categoryId', 'licence', 'price', 'tags', 'description', 'cover', 'file'] as const;
const accept = modelFormats.map((f) => `.${f}`).join(',');
const extOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The model file: choose, then the resumable upload's progress, retry and the server's refusal. */
function FileField({ tus }: { tus: ReturnType<typeof useTusUpload> }) {
  const input = useRef<HTMLInputElement>(null);
  const s = tus.state;
  return (
    <div className="model-upload__file" data-testid="model-file">
      <input
        ref={input}
        type="file"
        accept={accept}
        style={{ display: 'none' }}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) tus.start(f);
          e.target.value = '';
        }}
      />
      <div>
        <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {s.file ? '重新选择文件' : '选择模型文件'}
        </Button>
      </div>
      {s.file && (
        <span className="model-upload__name">
          {s.file.name}（{sizeText(s.file.size)}）
          {s.resumed && s.status !== 'error' && ' · 已从上次中断处继续上传'}
        </span>
      )}
      {(s.status === 'uploading' || s.status === 'done') && (
        <Progress
          percent={s.percent}
          status={s.status === 'done' ? 'success' : 'active'}
          aria-label="上传进度"
          data-testid="model-progress"
        />
      )}
      {s.status === 'done' && (
        <span role="status">
          <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden /> 文件已上传，填写信息后提交即可
        </span>
      )}
      {s.status === 'error' && (
        <Alert
          type="error"
          showIcon
          message={s.error}
          action={
            s.error.startsWith('网络中断') ? (
              <Button size="small" onClick={tus.retry}>
                继续上传
              </Button>
            ) : undefined
          }
        />
      )}
      <span className="card-hint">
        支持 {modelFormats.map((f) => f.toUpperCase()).join('、')}（含贴图请打包为 ZIP），最大
        500MB；断网或刷新页面后重新选择同一文件会从中断处继续。
      </span>
    </div>
  );
}

function ModelForm({ model }: { model?: ModelDetail }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tree = useMenusTree();
  const tus = useTusUpload();
  const upload = useUploadModel();
  const edit = useEditModel();
  const pending = upload.isPending || edit.isPending;
  const licence = Form.useWatch('licence', form);
  const format = model?.format ?? extOf(tus.state.file?.name ?? '');
  const size = model?.size ?? tus.state.file?.size ?? 0;
  const coverRequired =
    format !== '' &&
    (!(viewableModelFormats as readonly string[]).includes(format) || size > modelPreviewMaxBytes);
  const coverWhy =
    format !== '' && (viewableModelFormats as readonly string[]).includes(format)
      ? `超过 ${modelPreviewMaxBytes / 1024 / 1024} MB 的模型不生成在线预览`
      : '该格式无法在线预览';

  const onFinish = (v: Values) => {
    if (!model && tus.state.status !== 'done') {
      form.setFields([{ name: 'title', errors: [] }]);
      message.warning(tus.state.file ? '请等待模型文件上传完成后再提交' : '请先选择模型文件');
      return;
    }
    const body = {
      title: v.title.trim(),
      categoryId: v.categoryId ?? 0,
      licence: v.licence as ModelLicence,
      price: v.price ?? 0,
      tags: v.tags.map((t) => t.trim()).filter(Boolean),
      description: v.description.trim(),
      // the edit form starts with the current cover (no id): unchanged, it is kept
      cover: v.cover[0]?.id || undefined,
    };
    const done = (d: { id: number; contactHidden: boolean }) => {
      savedMessage(
        message,
        model ? '已保存，修改后的模型将重新审核' : '已提交，模型处理完成并审核通过后公开',
        d.contactHidden,
      );
      navigate(model ? paths.modelManagement.path : href(paths.modelManagement.path, { new: d.id }));
    };
    const fail = (err: Error) => {
      if (!applyServerErrors(form, err, fields)) reportError(err);
    };
    if (model) edit.mutate({ id: model.id, ...body }, { onSuccess: done, onError: fail });
    else upload.mutate({ ...body, file: tus.state.fileId }, { onSuccess: done, onError: fail });
  };

  return (
    <Form<Values>
      form={form}
      name="model"
      layout="vertical"
      className="model-form"
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center' }}
      initialValues={{
        title: model?.title ?? '',
        categoryId: model?.categoryId,
        licence: model?.licence,
        price: model?.price ?? 0,
        tags: model?.tags ?? [],
        description: model?.description ?? '',
        cover: model?.cover ? [{ id: '', url: model.cover }] : [],
      }}
    >
      {!model && (
        <Form.Item label="模型文件" required>
          <FileField tus={tus} />
        </Form.Item>
      )}
      {model && (
        <Alert
          className="model-form__note"
          type="info"
          showIcon
          message={`模型文件：${model.format.toUpperCase()} · ${sizeText(model.size)}（文件不可更换，如需更换请重新上传）`}
        />
      )}
      <ContactNotice />
      <Form.Item
        name="title"
        label="模型名称"
        rules={[
          { required: true, whitespace: true, message: '请输入模型名称' },
          { min: 2, message: '模型名称至少2个字' },
          { max: 40, message: '模型名称最多40个字' },
        ]}
      >
        <Input placeholder="如：3×3 标准展台木结构" maxLength={40} showCount />
      </Form.Item>
      <Form.Item name="categoryId" label="模型分类" rules={[{ required: true, message: '请选择模型分类' }]}>
        {tree.data ? (
          <TreeSelect
            placeholder="选择分类"
            treeDefaultExpandAll
            treeData={tree.data.map((t) => ({
              value: t.id,
              title: t.name,
              children: t.children.map((c) => ({ value: c.id, title: c.name })),
            }))}
          />
        ) : (
          <Select loading placeholder="分类加载中…" />
        )}
      </Form.Item>
      <Form.Item
        name="licence"
        label="授权方式"
        rules={[{ required: true, message: '请选择授权方式' }]}
        extra={licence ? modelLicenceSummaries[licence] : '买家按所选授权使用模型'}
      >
        <Radio.Group options={modelLicences.map((l) => ({ value: l, label: l }))} />
      </Form.Item>
      <Form.Item
        name="price"
        label="价格（元，0 为免费）"
        rules={[
          { required: true, message: '请输入价格' },
          { type: 'integer', message: '价格应为整数元' },
          { type: 'number', min: 0, message: '价格不能为负数' },
          { type: 'number', max: modelMaxPrice, message: `价格最多${modelMaxPrice}元` },
        ]}
        extra="付费模型每次售出，价款扣除平台服务费后计入您的余额（见账单明细）"
      >
        <InputNumber min={0} max={modelMaxPrice} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="tags"
        label="标签"
        rules={[
          { type: 'array', max: 8, message: '最多8个标签' },
          {
            validator: (_, v: string[] = []) =>
              v.some((t) => t.length > 10)
                ? Promise.reject(new Error('每个标签最多10个字'))
                : Promise.resolve(),
          },
        ]}
      >
        <Select
          mode="tags"
          placeholder="输入后回车，如：特装、木结构"
          tokenSeparators={[',', '，']}
          open={false}
        />
      </Form.Item>
      <Form.Item name="description" label="模型描述" rules={[{ max: 2000, message: '模型描述最多2000个字' }]}>
        <Input.TextArea
          rows={4}
          maxLength={2000}
          showCount
          placeholder="尺寸、材质、适用场景、包含的文件等"
        />
      </Form.Item>
      <Form.Item
        name="cover"
        label="封面图"
        valuePropName="value"
        rules={[
          {
            validator: (_, v: ListingImage[] = []) =>
              coverRequired && v.length === 0
                ? Promise.reject(new Error(`${coverWhy}，请上传封面图`))
                : Promise.resolve(),
          },
        ]}
        extra={coverRequired ? `${coverWhy}，封面图必填` : '建议上传模型渲染图，不上传则显示默认封面'}
      >
        <CoverField
          file={model ? null : tus.state.file}
          format={format}
          onError={(msg) => form.setFields([{ name: 'cover', errors: msg ? [msg] : [] }])}
        />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={pending}
          disabled={!model && tus.state.status === 'uploading'}
        >
          {model ? '保存修改' : tus.state.status === 'uploading' ? '文件上传中…' : '提交审核'}
        </Button>{' '}
        <Link to={paths.modelManagement.path}>取消</Link>
      </Form.Item>
    </Form>
  );
}

/** `/model/uploadModel`: the file uploads (resumably) while the metadata is filled in. */
export default function UploadModelPage() {
  return (
    <div className="container">
      <PageHeader title="上传模型">
        上传展台3D模型，设置分类、授权与价格；处理完成并审核通过后在模型库公开
      </PageHeader>
      <ModelForm />
    </div>
  );
}

/** `/model/editModel?id=N`: my model's metadata (the file stays); back to review on save. */
export function EditModelPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ ...modelInfoOptions(valid ? id : undefined), staleTime: 0, meta: { silent: true } });
  let body: ReactNode;
  if (!valid || q.isError || (q.data && !q.data.mine))
    body = (
      <Result
        status="404"
        title="模型不存在"
        subTitle="只能编辑您自己上传的模型。"
        extra={<Link to={paths.modelManagement.path}>我的模型</Link>}
      />
    );
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else body = <ModelForm key={q.data.id} model={q.data} />;
  return (
    <div className="container">
      <PageHeader title="编辑模型">修改后模型将重新审核</PageHeader>
      {body}
    </div>
  );
}
