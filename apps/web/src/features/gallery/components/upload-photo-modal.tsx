import { boothStyles } from '@hz/contract/values/gallery';
import { openSideNames } from '@hz/contract/gallery';
import { App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ImageUpload, type ListingImage } from '../../../components/image-upload.tsx';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ReviewState } from '@hz/contract/common/states';
import { useMyCases } from '../../people/api/my-cases.ts';
import { useMyWorks } from '../../people/api/my-works.ts';
import { useAddPicture } from '../api/add-picture.ts';
import { type ExhibitionOption, useStartedExhibitions } from './exhibitions.ts';

interface Values {
  listingId?: number;
  image: ListingImage[];
  title: string;
  areas?: number;
  style?: (typeof boothStyles)[number];
  openSides?: 1 | 2 | 3 | 4;
  workId?: number;
}

const fields = ['listingId', 'image', 'title', 'areas', 'style', 'openSides', 'workId'] as const;

/** Waits until typing pauses before searching. */
function useDebounced(value: string, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * 上传展台照片: the exhibition (approved and started, searched by keyword), the photo, a title and the
 * booth's area, style and open sides. It goes to review; `onDone` follows a successful submit.
 */
export function UploadPhotoModal({
  open,
  initial,
  onClose,
  onDone,
}: {
  open: boolean;
  /** An exhibition to start with (from the exhibition's page). */
  initial?: ExhibitionOption | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const add = useAddPicture();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const found = useStartedExhibitions(keyword, open);

  const options = useMemo(() => {
    const list = [...(found.data ?? [])];
    if (initial && !list.some((x) => x.id === initial.id)) list.unshift(initial);
    return list.map((x) => ({
      value: x.id,
      label: x.title,
      city: x.city,
      sdate: x.sdate,
    }));
  }, [found.data, initial]);

  // the member's own approved works and build cases: the photo may name the one it shows (issue 12)
  const listingId = Form.useWatch('listingId', form);
  const works = useMyWorks({ page: 1, pageSize: 50 }, { enabled: open });
  const cases = useMyCases({ page: 1, pageSize: 50 }, { enabled: open });
  const workOptions = useMemo(
    () =>
      [...(works.data?.listItem ?? []), ...(cases.data?.listItem ?? [])]
        .filter((w) => w.checked === ReviewState.approved)
        .filter((w) => !w.exhibition || w.exhibition.id === listingId)
        .map((w) => ({ value: w.id, label: `${w.kind === 'case' ? '案例' : '作品'}：${w.title}` })),
    [works.data, cases.data, listingId],
  );

  // the exhibition to start with may arrive after the form opened
  useEffect(() => {
    if (open && initial && form.getFieldValue('listingId') === undefined)
      form.setFieldValue('listingId', initial.id);
  }, [open, initial, form]);

  const onFinish = (v: Values) => {
    const image = v.image[0];
    if (!v.listingId || !image || !v.areas || !v.style || !v.openSides) return;
    add.mutate(
      {
        listingId: v.listingId,
        image: image.id,
        title: v.title.trim(),
        areas: v.areas,
        style: v.style,
        openSides: v.openSides,
        ...(v.workId ? { workId: v.workId } : {}),
      },
      {
        onSuccess: () => {
          message.success('已提交，等待审核');
          onDone();
        },
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'limit_exceeded') message.warning(err.errMsg);
          else if (!applyServerErrors(form, err, fields, { not_found: 'listingId' })) reportError(err);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="上传展台照片"
      okText="提交审核"
      cancelText="取消"
      okButtonProps={{ loading: add.isPending, htmlType: 'submit' }}
      onCancel={() => !add.isPending && onClose()}
      destroyOnHidden
      width={640}
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ listingId: initial?.id, image: [], title: '' }}
          onFinish={onFinish}
          clearOnDestroy
        >
          {dom}
        </Form>
      )}
    >
      <p className="upload-photo__hint">
        可上传您参加过的展会上的展台实拍照片（展会开幕后可上传），审核通过后将在展台图库中展示。
      </p>
      <Form.Item name="listingId" label="展会" rules={[{ required: true, message: '请选择展会' }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setTyped }}
          placeholder="输入展会名称搜索已开幕的展会"
          loading={found.isFetching}
          notFoundContent={found.isFetching ? '搜索中…' : '没有找到已开幕的展会'}
          options={options}
          optionRender={(o) => (
            <div className="upload-photo__option">
              <div>{o.data.label}</div>
              <div className="upload-photo__option-meta">
                {o.data.city} · {o.data.sdate}
              </div>
            </div>
          )}
        />
      </Form.Item>
      <Form.Item
        name="image"
        label="展台照片"
        extra="JPG、PNG 或 WebP，不超过10MB"
        rules={[
          {
            validator: (_, v: ListingImage[] | undefined) =>
              v?.length ? Promise.resolve() : Promise.reject(new Error('请上传展台照片')),
          },
        ]}
      >
        <ImageUpload
          label="展台照片"
          max={1}
          testId="photo-upload"
          onError={(msg) => form.setFields([{ name: 'image', errors: msg ? [msg] : [] }])}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label="照片标题"
        rules={[
          { required: true, whitespace: true, message: '请输入照片标题' },
          { min: 2, max: 40, message: '照片标题为2到40个字' },
        ]}
      >
        <Input maxLength={40} showCount placeholder="如：某品牌双层科技感展台" />
      </Form.Item>
      <Form.Item name="areas" label="展台面积（㎡）" rules={[{ required: true, message: '请输入展台面积' }]}>
        <InputNumber
          min={1}
          max={10000}
          precision={0}
          placeholder="如：54"
          className="upload-photo__number"
        />
      </Form.Item>
      <Form.Item name="style" label="展台风格" rules={[{ required: true, message: '请选择展台风格' }]}>
        <Radio.Group
          optionType="button"
          className="upload-photo__radios"
          options={boothStyles.map((s) => ({ value: s, label: s }))}
        />
      </Form.Item>
      <Form.Item name="openSides" label="开口方式" rules={[{ required: true, message: '请选择开口方式' }]}>
        <Radio.Group
          optionType="button"
          className="upload-photo__radios"
          options={[1, 2, 3, 4].map((n) => ({ value: n, label: openSideNames[n] }))}
        />
      </Form.Item>
      {workOptions.length > 0 && (
        <Form.Item
          name="workId"
          label="对应的作品或案例（选填）"
          extra="照片展示的是您发布过的作品或搭建案例时可关联"
        >
          <Select allowClear placeholder="选择作品或案例" options={workOptions} />
        </Form.Item>
      )}
    </Modal>
  );
}
