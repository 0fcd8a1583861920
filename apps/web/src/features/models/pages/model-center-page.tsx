import { CloudUploadOutlined } from '@ant-design/icons';
import { type ModelFormat, type ModelLicence, modelFormats, modelLicences } from '@hz/contract/values/models';
import { Checkbox, Input, Select, Skeleton, TreeSelect } from 'antd';
import { Link } from 'react-router';
import { ListingResults } from '../../../components/listing-results.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { type ModelMenus, useMenusTree } from '../api/menus-tree.ts';
import { MODEL_PAGE_SIZE, type ModelSearchQuery, useModelSearch } from '../api/search-model.ts';
import { ModelCard } from '../components/model-card.tsx';
import '../models.css';

type Sort = ModelSearchQuery['sort'];
type Pay = ModelSearchQuery['pay'];

const sorts: { value: Sort; label: string }[] = [
  { value: 'new', label: '最新上传' },
  { value: 'downloads', label: '下载最多' },
  { value: 'favorites', label: '收藏最多' },
];
const pays: { value: Exclude<Pay, ''>; label: string }[] = [
  { value: 'free', label: '免费' },
  { value: 'paid', label: '付费' },
];

interface Filters {
  keyword: string;
  cat: number;
  format: ModelFormat | '';
  licence: ModelLicence | '';
  pay: Pay;
  viewable: number;
  sort: Sort;
  page: number;
}

/** The filters from the query string (a shareable URL); anything malformed is dropped. */
export function readFilters(params: URLSearchParams): Filters {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const cat = Number(s('cat'));
  const p = Number(s('page'));
  const format = s('format');
  const licence = s('licence');
  const pay = s('pay');
  const sort = s('sort');
  return {
    keyword: s('keyword').slice(0, 50),
    cat: Number.isInteger(cat) && cat > 0 ? cat : 0,
    format: (modelFormats as readonly string[]).includes(format) ? (format as ModelFormat) : '',
    licence: (modelLicences as readonly string[]).includes(licence) ? (licence as ModelLicence) : '',
    pay: pays.some((o) => o.value === pay) ? (pay as Pay) : '',
    viewable: s('viewable') === '1' ? 1 : 0,
    sort: sorts.some((o) => o.value === sort) ? (sort as Sort) : 'new',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  };
}

/** The category tree beside the results (on a phone: a select above them). */
function CategoryTree({
  tree,
  value,
  onChange,
}: {
  tree: ModelMenus;
  value: number;
  onChange: (id: number) => void;
}) {
  const item = (id: number, name: string, level: number) => (
    <li key={id}>
      <button
        type="button"
        className={`model-tree__item model-tree__item--l${level}${value === id ? ' model-tree__item--on' : ''}`}
        aria-current={value === id ? 'true' : undefined}
        onClick={() => onChange(id)}
      >
        {name}
      </button>
    </li>
  );
  return (
    <nav className="model-tree" aria-label="模型分类">
      <ul>
        {item(0, '全部模型', 0)}
        {tree.map((top) => (
          <li key={top.id}>
            <ul>
              {item(top.id, top.name, 1)}
              {top.children.map((c) => item(c.id, c.name, 2))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/model/modelCenter`: the model library: category tree, keyword, filters and sort in the URL. */
export default function ModelCenterPage() {
  const { filters: f, go, clear } = useUrlFilters<Filters>(readFilters, { sort: 'new', page: 1 });
  const tree = useMenusTree();
  const phone = useIsMobile();
  const list = useModelSearch({
    keyword: f.keyword,
    categoryId: f.cat,
    format: f.format,
    licence: f.licence,
    pay: f.pay,
    viewable: f.viewable === 1,
    sort: f.sort,
    page: f.page,
    pageSize: MODEL_PAGE_SIZE,
  });
  const filtered = Boolean(f.keyword || f.cat || f.format || f.licence || f.pay || f.viewable);

  const categorySelect = (
    <TreeSelect
      className="model-filters__category"
      aria-label="模型分类"
      placeholder="全部分类"
      allowClear
      treeDefaultExpandAll
      value={f.cat || undefined}
      onChange={(v?: number) => go({ cat: v ?? 0 })}
      treeData={(tree.data ?? []).map((t) => ({
        value: t.id,
        title: t.name,
        children: t.children.map((c) => ({ value: c.id, title: c.name })),
      }))}
    />
  );

  return (
    <div className="container model-center">
      <PageHeader
        title="3D模型库"
        extra={
          <Link to={paths.uploadModel.path} className="link-btn link-btn--primary">
            <CloudUploadOutlined aria-hidden />
            上传模型
          </Link>
        }
      >
        展台、家具、灯光、舞台与展示道具模型，在线旋转预览，按授权下载
      </PageHeader>
      <div className="model-center__body">
        {!phone && (
          <aside className="model-center__aside">
            {tree.data ? (
              <CategoryTree tree={tree.data} value={f.cat} onChange={(cat) => go({ cat })} />
            ) : (
              <Skeleton active paragraph={{ rows: 8 }} />
            )}
          </aside>
        )}
        <div className="model-center__main">
          <section className="model-filters" aria-label="筛选">
            <Input.Search
              key={f.keyword}
              defaultValue={f.keyword}
              placeholder="搜索模型名称、标签、描述…"
              aria-label="关键词"
              allowClear
              enterButton="搜索"
              maxLength={50}
              onSearch={(v) => go({ keyword: v.trim() })}
            />
            <div className="model-filters__row">
              {phone && categorySelect}
              <Select
                aria-label="文件格式"
                placeholder="全部格式"
                allowClear
                value={f.format || undefined}
                onChange={(v?: ModelFormat) => go({ format: v ?? '' })}
                options={modelFormats.map((m) => ({ value: m, label: m.toUpperCase() }))}
              />
              <Select
                aria-label="授权方式"
                placeholder="全部授权"
                allowClear
                value={f.licence || undefined}
                onChange={(v?: ModelLicence) => go({ licence: v ?? '' })}
                options={modelLicences.map((l) => ({ value: l, label: l }))}
              />
              <Select
                aria-label="价格"
                placeholder="免费与付费"
                allowClear
                value={f.pay || undefined}
                onChange={(v?: Pay) => go({ pay: v ?? '' })}
                options={pays}
              />
              <Select
                aria-label="排序"
                value={f.sort}
                onChange={(sort: Sort) => go({ sort })}
                options={sorts}
              />
              <Checkbox
                checked={f.viewable === 1}
                onChange={(e) => go({ viewable: e.target.checked ? 1 : 0 })}
              >
                仅看可在线预览
              </Checkbox>
            </div>
          </section>
          <ListingResults
            query={list}
            noun="模型"
            emptyText="暂无模型，欢迎上传第一个"
            emptyAction={<Link to={paths.uploadModel.path}>上传模型</Link>}
            filtered={filtered}
            onClear={clear}
            page={f.page}
            pageSize={MODEL_PAGE_SIZE}
            onPage={(page) => go({ page })}
            card={(it, i) => <ModelCard key={it.id} it={it} first={i === 0} />}
          />
        </div>
      </div>
    </div>
  );
}
