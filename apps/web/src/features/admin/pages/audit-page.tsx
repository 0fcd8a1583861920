import { type AuditAction, auditActions } from '@hz/contract/admin';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AUDIT_PAGE_SIZE, useAuditList } from '../api/audit-list.ts';
import { AuditFilters, type AuditFilterValue } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { listLoading, useAdminPaging } from '../components/queue-table.tsx';
import '../admin.css';

const CARDNO = /^\d{8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readParams(params: URLSearchParams) {
  const c = (params.get('cardno') ?? '').trim();
  const p = Number(params.get('page'));
  const a = params.get('action') ?? '';
  const d = (k: string) => {
    const v = params.get(k) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    cardno: CARDNO.test(c) ? c : '',
    action: (auditActions as readonly string[]).includes(a) ? (a as AuditAction) : ('' as const),
    from: d('from'),
    to: d('to'),
    page: Number.isInteger(p) && p > 1 ? p : 1,
  };
}

/**
 * `/admin/audit`: every operator action, newest first, in words; filtered by member, action and days, all
 * in the query string.
 */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const { cardno, action, from, to, page } = readParams(params);
  const [draft, setDraft] = useState<{ for: string; text: string }>({ for: cardno, text: cardno });
  const text = draft.for === cardno ? draft.text : cardno;
  const [error, setError] = useState<string | undefined>();

  const list = useAuditList({
    cardno: cardno || undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
  });
  const data = list.data;

  const go = (next: { cardno?: string; page?: number } & Partial<AuditFilterValue>) => {
    const merged = { cardno, action, from, to, ...next, page: next.page ?? 1 };
    const q = new URLSearchParams();
    for (const k of ['cardno', 'action', 'from', 'to'] as const) if (merged[k]) q.set(k, merged[k]);
    if (merged.page > 1) q.set('page', String(merged.page));
    setParams(q);
  };
  const filtered = Boolean(cardno || action || from || to);
  const pagination = useAdminPaging(data?.total, page, AUDIT_PAGE_SIZE, (p) => go({ page: p }), true);

  const filter = (value: string) => {
    const c = value.trim();
    if (c && !CARDNO.test(c)) {
      setError('会员编号为8位数字');
      return;
    }
    setError(undefined);
    setDraft({ for: c, text: c });
    go({ cardno: c, page: 1 });
  };

  return (
    <div className="admin-page">
      <PageHeader title="审计日志">运营人员的每一次操作都记录在这里，记录不可修改或删除</PageHeader>
      <section className="admin-panel" aria-label="审计日志">
        <div className="admin-toolbar">
          <Form.Item
            className="admin-toolbar__search admin-toolbar__field"
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.Search
              aria-label="按会员编号筛选"
              placeholder="按会员编号筛选（8位数字）"
              allowClear
              enterButton="筛选"
              inputMode="numeric"
              maxLength={8}
              value={text}
              onChange={(e) => {
                setError(undefined);
                setDraft({ for: cardno, text: e.target.value });
              }}
              onSearch={filter}
            />
          </Form.Item>
          <AuditFilters value={{ action, from, to }} onChange={(f) => go(f)} />
          {data && (
            <span className="admin-toolbar__count" role="status">
              {cardno ? `会员 ${cardno} 共 ${data.total} 条记录` : `共 ${data.total} 条记录`}
            </span>
          )}
          {filtered && (
            <Button
              type="link"
              className="admin-link-btn"
              onClick={() => {
                setDraft({ for: '', text: '' });
                go({ cardno: '', action: '', from: '', to: '' });
              }}
            >
              清除筛选
            </Button>
          )}
        </div>
        {!data && list.isError ? (
          <LoadFailed title="审计日志加载失败" onRetry={() => list.refetch()} />
        ) : (
          <AuditTable
            caption="审计日志"
            items={data?.listItem ?? []}
            loading={listLoading(list)}
            pagination={pagination}
          />
        )}
      </section>
    </div>
  );
}
