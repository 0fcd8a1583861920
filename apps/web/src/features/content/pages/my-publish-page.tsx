import { PlusOutlined } from '@ant-design/icons';
import { contentKindNames } from '@hz/contract/content';
import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import {
  MY_CONTENT_PAGE_SIZE,
  MyContentList,
  type MyPublishKind,
  myPublishKinds,
} from '../../../components/my-content-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useMyContent } from '../../../lib/my-content.ts';
import '../content.css';

/** Where each kind is published from. */
const publish: Record<MyPublishKind, { to: string; text: string }> = {
  huizhan: { to: href(paths.uploadExhibition.path, { kind: 'huizhan' }), text: '发布展会' },
  huiyi: { to: href(paths.uploadExhibition.path, { kind: 'huiyi' }), text: '发布会议' },
  hycd: { to: paths.uploadConvention.path, text: '发布场地' },
  photo: { to: href(paths.exhibitionBooth.path, { upload: 1 }), text: '上传展台照片' },
};

function readParams(params: URLSearchParams) {
  const k = params.get('kind');
  const p = Number(params.get('page'));
  return {
    kind: myPublishKinds.find((c) => c === k) ?? 'huizhan',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  };
}

/** A tab's name and how many items of its kind the member has (the first page's query, shared). */
function KindLabel({ kind }: { kind: MyPublishKind }) {
  const first = useMyContent(kind, 1, MY_CONTENT_PAGE_SIZE);
  return (
    <span>
      {contentKindNames[kind]}
      {first.data && <span className="my-publish__count"> {first.data.total}</span>}
    </span>
  );
}

/**
 * `/personCenter/myPublish` 我的发布 (decision 018): everything the member has published — exhibitions,
 * conferences, convention spaces, booth photos — one kind per tab, in every state with the reason of a
 * rejection and the way to edit (`?kind=…&page=N`).
 */
export default function MyPublishPage() {
  const [params, setParams] = useSearchParams();
  const { kind, page } = readParams(params);
  const go = (next: { kind?: MyPublishKind; page?: number }) => {
    const q = new URLSearchParams();
    const k = next.kind ?? kind;
    if (k !== 'huizhan') q.set('kind', k);
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };
  const action = publish[kind];

  return (
    <div className="my-publish">
      <PageHeader title="我的发布">
        您发布的展会、会议、会议场地与展台照片，审核通过后公开展示；被驳回的可按原因修改后重新提交
      </PageHeader>
      <Tabs
        activeKey={kind}
        onChange={(k) => go({ kind: k as MyPublishKind })}
        items={myPublishKinds.map((k) => ({ key: k, label: <KindLabel kind={k} /> }))}
      />
      <MyContentList key={kind} kind={kind} page={page} onPage={(p) => go({ page: p })}>
        <div className="my-publish__bar">
          <Link to={action.to} className="link-btn link-btn--primary">
            <PlusOutlined aria-hidden />
            {action.text}
          </Link>
        </div>
      </MyContentList>
    </div>
  );
}
