import { permitPartyNames } from '@hz/contract/values/permits';
import { Alert, App, Button, Card, Skeleton, Tag } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { useConfirmAction } from '../../../components/confirm-action.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { uploadFile } from '../../../lib/upload.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import {
  type Permit,
  usePermit,
  usePermitFileAdd,
  usePermitFileRemove,
  usePermitItemRemove,
} from '../api/permit.ts';

/**
 * 报馆材料 on the project's page (issue 31 point 3), for the client and the awarded factory only: the
 * checklist (the client adjusts it to the organiser's list), what each side uploads, the crew list (names
 * and ID numbers, checked by GB 11643), complete or what is missing, and the package as one zip.
 */

// the dialogs and the client's form: loaded when first opened (issue 34)
const CrewModal = lazyPart(() => import('./permit-crew-modal.tsx'), 'CrewModal');
const AddItemForm = lazyPart(() => import('./permit-add-item.tsx'), 'AddItemForm');

type Item = Permit['items'][number];
const accepts: Record<string, string> = {
  render: '.jpg,.jpeg,.png,.webp,.pdf',
};
const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
const masked = (s: string) => `${s.slice(0, 3)}${'*'.repeat(Math.max(0, s.length - 7))}${s.slice(-4)}`;

function UploadButton({ p, item }: { p: Permit; item: Item }) {
  const input = useRef<HTMLInputElement>(null);
  const add = usePermitFileAdd();
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const onPick = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      const up = await uploadFile('permit', f, { name: f.name });
      await add.mutateAsync({ id: p.id, item: item.key, file: up.id });
      message.success(`已上传：${item.title}`);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accepts[item.key] ?? '.pdf,.jpg,.jpeg,.png'}
        aria-label={`上传${item.title}`}
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      <Button size="small" loading={busy} onClick={() => input.current?.click()}>
        上传
      </Button>
    </>
  );
}

/** The client's 添加一项: a button that opens the small form (its code loaded then). */
function AddItem({ p }: { p: Permit }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className="prj-actions">
        <Button onClick={() => setOpen(true)}>按主场要求添加一项</Button>
      </div>
    );
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
      <AddItemForm p={p} onDone={() => setOpen(false)} />
    </Suspense>
  );
}

function ItemRow({ p, item, onCrew }: { p: Permit; item: Item; onCrew: () => void }) {
  const removeFile = usePermitFileRemove();
  const removeItem = usePermitItemRemove();
  const confirm = useConfirmAction();
  const mine = item.party === p.side && p.editable;
  return (
    <li className="permit-item" data-testid={`permit-item-${item.key}`}>
      <div className="permit-item__head">
        <span className="permit-item__title">{item.title}</span>
        <Tag color={item.done ? 'green' : 'orange'}>{item.done ? '已提供' : '缺'}</Tag>
        <span className="card-hint">{permitPartyNames[item.party]}提供</span>
        <span className="permit-item__acts">
          {mine && !item.crew && <UploadButton p={p} item={item} />}
          {mine && item.crew && (
            <Button size="small" onClick={onCrew}>
              {p.crew.length ? '编辑名单' : '填写名单'}
            </Button>
          )}
          {p.side === 'client' && p.editable && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() =>
                confirm({
                  title: `从清单删除“${item.title}”？`,
                  content: '已上传的文件不再计入材料包。',
                  okText: '删除',
                  danger: true,
                  run: () => removeItem.mutateAsync({ id: p.id, item: item.key }),
                  success: '已从清单删除',
                })
              }
            >
              删除此项
            </Button>
          )}
        </span>
      </div>
      {mine && !item.crew && <p className="card-hint">{item.hint}</p>}
      {item.files.length > 0 && (
        <ul className="permit-files">
          {item.files.map((f) => (
            <li key={f.id}>
              <span className="permit-files__name">{f.name}</span>
              <span className="card-hint">{sizeText(f.size)}</span>
              {f.mine && p.editable && (
                <Button
                  size="small"
                  type="link"
                  danger
                  loading={removeFile.isPending && removeFile.variables?.file === f.id}
                  onClick={() => removeFile.mutate({ id: p.id, file: f.id }, { onError: reportError })}
                >
                  删除
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {item.crew && p.crew.length > 0 && (
        <ul className="permit-files" aria-label="施工人员">
          {p.crew.map((c) => (
            <li key={c.idno}>
              <span>{c.name}</span>
              <span className="card-hint">{masked(c.idno)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The panel: for the project's two parties (the page asks only then). */
export function PermitPanel({ project }: { project: ProjectDetail }) {
  const party = project.role === 'client' || project.role === 'winner';
  const q = usePermit(project.id, party);
  const [crew, setCrew] = useState(false);
  if (!party) return null;
  return (
    <Card className="pc-card" title="报馆材料" id="permit" data-testid="panel-permit">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <LoadFailed compact title="报馆材料加载失败" onRetry={() => q.refetch()} />
      ) : (
        <>
          <p className="card-hint">
            主办方要求特装展位在报馆截止（{project.bgdate}）前提交的材料。双方各自上传负责的部分，
            {q.data.side === 'client' ? '可按主场清单增删项目，' : ''}齐全后下载材料包提交报馆。
          </p>
          {q.data.complete ? (
            <Alert type="success" showIcon title="材料已齐全" data-testid="permit-state" />
          ) : (
            <Alert
              type="warning"
              showIcon
              data-testid="permit-state"
              title={`缺少 ${q.data.missing.length} 项`}
              description={q.data.missing.join('、')}
            />
          )}
          <ul className="permit-items">
            {q.data.items.map((i) => (
              <ItemRow key={i.key} p={q.data} item={i} onCrew={() => setCrew(true)} />
            ))}
          </ul>
          <div className="prj-actions">
            <Button type="primary" href={q.data.download} download data-testid="permit-download">
              下载材料包（ZIP）
            </Button>
          </div>
          {q.data.side === 'client' && q.data.editable && <AddItem p={q.data} />}
          {crew && (
            <Suspense fallback={null}>
              <CrewModal p={q.data} onClose={() => setCrew(false)} />
            </Suspense>
          )}
        </>
      )}
    </Card>
  );
}
