import { MyContentList } from '../../../components/my-content-list.tsx';
import { EditGate, PublishScreen, PublishSubmitted } from '../../../components/publish-screen.tsx';
import { href, paths } from '../../../config/paths.ts';
import { usePublishPage } from '../../../lib/use-publish-page.ts';
import { useSpaceInfo } from '../api/space-info.ts';
import {
  emptyValues,
  fromDetail,
  SpaceForm,
  type SpaceValues,
  spaceDraft,
} from '../components/space-form.tsx';
import '../spaces.css';

const mineTo = href(paths.uploadConvention.path, { tab: 'mine' });

function EditForm({ id, onDone }: { id: number; onDone: (id: number) => void }) {
  const info = useSpaceInfo(id);
  return (
    <EditGate item={info} name="场地" ownOnly="只能修改自己发布的场地。" mineTo={mineTo}>
      {(d) => <SpaceForm key={id} initial={fromDetail(d)} editId={id} onDone={onDone} />}
    </EditGate>
  );
}

/**
 * `/uploadConvention`: publish a convention space, edit one's own with `?id=N`, and 我的发布
 * (`?tab=mine&mpage=N`) with each space's state and reason.
 */
export default function UploadConventionPage() {
  const p = usePublishPage<number, SpaceValues>(spaceDraft);

  const form = p.done ? (
    <PublishSubmitted
      name="场地"
      viewTo={href(paths.spaceInfo.path, { id: p.done })}
      mineTo={mineTo}
      onAgain={p.again}
    />
  ) : p.editId ? (
    <EditForm id={p.editId} onDone={p.setDone} />
  ) : (
    <SpaceForm
      key={p.formKey}
      initial={p.restored ?? emptyValues()}
      draftRestored={Boolean(p.restored)}
      onDone={p.setDone}
    />
  );

  return (
    <PublishScreen
      title={p.editId ? '修改会议场地' : '发布会议场地'}
      intro="酒店、会展中心与会议室等场地信息经运营人员审核通过后公开展示"
      tab={p.tab}
      editing={Boolean(p.editId)}
      onTab={p.showTab}
      form={form}
      mine={
        <MyContentList
          kind="hycd"
          page={p.minePage}
          onPage={(page) =>
            p.setParams(new URLSearchParams({ tab: 'mine', ...(page > 1 ? { mpage: String(page) } : {}) }))
          }
        />
      }
    />
  );
}
