import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { AUDIT_PAGE_SIZE, useAuditList } from '../api/audit-list.ts';
import { AuditTable } from '../components/audit-table.tsx';

const CARDNO = /^\d{8}$/;

function readParams(params: URLSearchParams): { cardno: string; page: number } {
  const c = (params.get('cardno') ?? '').trim();
  const p = Number(params.get('page'));
  return { cardno: CARDNO.test(c) ? c : '', page: Number.isInteger(p) && p > 1 ? p : 1 };
}

/** `/admin/audit`: every operator action, newest first, optionally only those on one member. */
export default function AuditPage() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { cardno, page } = readParams(params);
  const [draft, setDraft] = useState<{ for: string; text: string }>({ for: cardno, text: cardno });
  const text = draft.for === cardno ? draft.text : cardno;
  const [error, setError] = useState<string | undefined>();

  const list = useAuditList({ cardno: cardno || undefined, page });
  const data = list.data;

  const go = (next: { cardno?: string; page?: number }) => {
    const c = next.cardno ?? cardno;
    const p = next.page ?? 1;
    const q = new URLSearchParams(params);
    if (c) q.set('cardno', c);
    else q.delete('cardno');
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    setParams(q);
  };

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
          {data && (
            <span className="admin-toolbar__count" role="status">
              {cardno ? `会员 ${cardno} 共 ${data.total} 条记录` : `共 ${data.total} 条记录`}
            </span>
          )}
        </div>
        {!data && list.isError ? (
          <Result
            status="warning"
            title="审计日志加载失败"
            subTitle="请检查网络后重试。"
            extra={
              <Button type="primary" onClick={() => list.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <AuditTable
            caption="审计日志"
            items={data?.listItem ?? []}
            loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
            pagination={
              data && data.total > AUDIT_PAGE_SIZE
                ? {
                    current: page,
                    pageSize: AUDIT_PAGE_SIZE,
                    total: data.total,
                    showSizeChanger: false,
                    simple: isMobile,
                    showTotal: isMobile ? undefined : (t) => `共 ${t} 条`,
                    onChange: (p) => go({ page: p }),
                  }
                : false
            }
          />
        )}
      </section>
    </div>
  );
}
