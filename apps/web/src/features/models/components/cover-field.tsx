import { CameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ImageUpload, type ListingImage } from '../../../components/image-upload.tsx';
import { hasWebGL } from '../../../components/model-viewer/lazy-model-viewer.tsx';
import { uploadErrorText, uploadFile } from '../../../lib/upload.ts';
import { BizError } from '../../../lib/api-client.ts';

/** Formats the browser renders a cover from: the viewer's loader (GLTFLoader) reads only glTF. */
const renderable = ['glb', 'gltf'];

export const NO_WEBGL = '当前浏览器无法渲染模型，请上传封面图片';

/**
 * The model's cover: an uploaded image, or (for a local GLB/glTF, while no cover is chosen) a still the
 * browser renders from the file with three.js — fetched only on 用模型渲染封面, the viewer's chunk — and
 * uploads through the same image upload (purpose `listing`), so the server keeps it like any cover.
 */
export function CoverField({
  id,
  value = [],
  onChange,
  file,
  format,
  onError,
}: {
  id?: string;
  value?: ListingImage[];
  onChange?: (value: ListingImage[]) => void;
  /** The model file chosen on this page (none on the edit form). */
  file: File | null;
  format: string;
  onError: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const offer = file !== null && renderable.includes(format) && value.length === 0;

  const render = async () => {
    if (!file) return;
    if (!hasWebGL()) return onError(NO_WEBGL);
    setBusy(true);
    onError(null);
    try {
      const { renderModelCover } = await import('../../../components/model-viewer/render-cover.ts');
      let image: Blob;
      try {
        image = await renderModelCover(file);
      } catch {
        return onError(
          format === 'gltf'
            ? '模型渲染失败（glTF 的贴图或数据为单独文件时无法在浏览器中读取），请上传封面图片'
            : '模型渲染失败，请上传封面图片',
        );
      }
      const name = image.type === 'image/webp' ? 'cover.webp' : 'cover.png';
      const up = await uploadFile('listing', image, { name });
      onChange?.([{ id: up.id, url: up.url }]);
    } catch (err) {
      onError(err instanceof BizError ? uploadErrorText(err) : '模型渲染失败，请上传封面图片');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="model-cover-field">
      <ImageUpload
        id={id}
        value={value}
        onChange={onChange}
        label="封面图"
        max={1}
        testId="model-cover"
        onError={onError}
      />
      {offer && (
        <div className="model-cover-field__render">
          <Button icon={<CameraOutlined aria-hidden />} loading={busy} onClick={() => void render()}>
            用模型渲染封面
          </Button>
          <span className="card-hint">在浏览器中渲染一张 800×600 的模型图作为封面</span>
        </div>
      )}
    </div>
  );
}
