import type { ListingKind } from '@hz/contract/listings';
import { Segmented } from 'antd';
import { MyContentList } from '../../../components/my-content-list.tsx';
import { EditGate, PublishScreen, PublishSubmitted } from '../../../components/publish-screen.tsx';
import { href, paths } from '../../../config/paths.ts';
import { usePublishPage } from '../../../lib/use-publish-page.ts';
import { useListingInfo } from '../api/listing-info.ts';
import {
  emptyValues,
  fromDetail,
  ListingForm,
  type ListingValues,
  listingDraft,
} from '../components/listing-form.tsx';
import { kindNames, kindPath } from '../components/listing-format.ts';
import '../listings.css';

type Done = { id: number; kind: ListingKind };

const readKind = (v: string | null): ListingKind => (v === 'huiyi' ? 'huiyi' : 'huizhan');

function EditForm({ kind, id, onDone }: { kind: ListingKind; id: number; onDone: (d: Done) => void }) {
  const info = useListingInfo(kind, id);
  return (
    <EditGate
      item={info}
      name={kindNames[kind]}
      ownOnly="只能修改自己发布的内容。"
      mineTo={href(paths.uploadExhibition.path, { tab: 'mine' })}
    >
      {(d) => <ListingForm key={id} initial={fromDetail(d)} editId={id} onDone={onDone} />}
    </EditGate>
  );
}

/**
 * `/uploadExhibition`: publish an exhibition or a conference (`?kind=huiyi` preselects), edit one's own
 * with `?id=N&kind=…`, and 我的发布 (`?tab=mine&mkind=…&mpage=N`) with each listing's state and reason.
 */
export default function UploadExhibitionPage() {
  const p = usePublishPage<Done, ListingValues>(listingDraft);
  const kind = readKind(p.params.get('kind'));
  const mkind = readKind(p.params.get('mkind'));

  const form = p.done ? (
    <PublishSubmitted
      name={kindNames[p.done.kind]}
      viewTo={href(kindPath[p.done.kind], { id: p.done.id })}
      mineTo={href(paths.uploadExhibition.path, { tab: 'mine', mkind: p.done.kind })}
      onAgain={p.again}
    />
  ) : p.editId ? (
    <EditForm kind={kind} id={p.editId} onDone={p.setDone} />
  ) : (
    <ListingForm
      key={p.formKey}
      initial={p.restored ?? emptyValues(kind)}
      draftRestored={Boolean(p.restored)}
      onDone={p.setDone}
    />
  );

  const showMine = (next: { kind: ListingKind; page: number }) =>
    p.setParams(
      new URLSearchParams({
        tab: 'mine',
        mkind: next.kind,
        ...(next.page > 1 ? { mpage: String(next.page) } : {}),
      }),
    );

  return (
    <PublishScreen
      title={p.editId ? `修改${kindNames[kind]}` : '发布展会与会议'}
      intro="发布的展会与会议经运营人员审核通过后公开展示"
      tab={p.tab}
      editing={Boolean(p.editId)}
      onTab={p.showTab}
      form={form}
      mine={
        <MyContentList kind={mkind} page={p.minePage} onPage={(page) => showMine({ kind: mkind, page })}>
          <Segmented
            value={mkind}
            onChange={(k) => showMine({ kind: k as ListingKind, page: 1 })}
            options={[
              { value: 'huizhan', label: '展会' },
              { value: 'huiyi', label: '会议' },
            ]}
          />
        </MyContentList>
      }
    />
  );
}
