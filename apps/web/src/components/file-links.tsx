import { DownloadOutlined, FileOutlined, FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { formatFileSize } from '../lib/format.ts';
import './file-upload.css';

/**
 * What the form keeps for one file: the id it sends, the url it opens, the name it shows; a deal's views
 * also send its size, type and a picture's thumbnail (`DealFile`, issue 27).
 */
export interface TaskFile {
  id: string;
  url: string;
  name?: string;
  size?: number;
  type?: 'image' | 'pdf' | 'file';
  thumb?: string;
}

const typeWords = { image: '图片', pdf: 'PDF', file: '文件' } as const;

/** `PDF · 20 KB`: the type and size a deal's view sent ('' for a file the form only knows by name). */
function fileMeta(f: TaskFile): string {
  const parts = [f.type ? typeWords[f.type] : '', f.size ? formatFileSize(f.size) : ''];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Files to open (deliveries, drawings, reports, a task's or a project's files), each with its name
 * (numbered `label`N when unknown), type and size: a picture as a thumbnail previewed in place (antd
 * Image, the pictures of the list in one group), a PDF opened in the browser in a new tab; each can be
 * downloaded.
 */
export function FileLinks({ files, label }: { files: TaskFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <ul className="task-files__list deal-files">
        {files.map((f, i) => {
          const name = f.name || `${label}${i + 1}`;
          const meta = fileMeta(f);
          return (
            <li key={f.id} className="deal-file">
              {f.type === 'image' ? (
                <Image
                  className="deal-file__thumb"
                  src={f.thumb || f.url}
                  preview={{ src: f.url }}
                  width={56}
                  height={42}
                  alt={`${name}（点击预览）`}
                />
              ) : f.type === 'pdf' ? (
                <FilePdfOutlined className="deal-file__icon" aria-hidden />
              ) : f.type ? (
                <FileOutlined className="deal-file__icon" aria-hidden />
              ) : (
                <PaperClipOutlined aria-hidden />
              )}
              <span className="deal-file__text">
                <a href={f.url} target="_blank" rel="noreferrer" title={name}>
                  {name}
                </a>
                {meta && <span className="deal-file__meta">{meta}</span>}
              </span>
              {f.type && (
                <a
                  className="deal-file__download"
                  href={f.url}
                  download={f.name || undefined}
                  aria-label={`下载 ${name}`}
                >
                  <DownloadOutlined aria-hidden />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Image.PreviewGroup>
  );
}
