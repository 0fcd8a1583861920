import { type AuthKind, receiptTypes } from '@hz/contract/verification';
import { Descriptions } from 'antd';
import { type BusinessAuthDetail, type PersonAuthDetail, useAuthInfo } from '../api/auth-info.ts';
import { useAuthReview } from '../api/auth-review.ts';
import { VerifyTag } from './member-tags.tsx';
import { rejectPresets } from './reject-reasons.tsx';
import { ReviewDrawer } from './review-drawer.tsx';

const what: Record<AuthKind, string> = { person: '实名认证', business: '企业认证' };

function Shot({ src, label }: { src: string; label: string }) {
  return (
    <figure className="auth-images__item">
      <a href={src} target="_blank" rel="noreferrer">
        <img src={src} alt={label} />
      </a>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function PersonDetail({ d, columns }: { d: PersonAuthDetail; columns: number }) {
  return (
    <>
      <Descriptions
        column={columns}
        size="small"
        bordered
        items={[
          { key: 'name', label: '姓名', children: d.name },
          { key: 'idcard', label: '身份证号', children: <span className="admin-idcard">{d.idcard}</span> },
          { key: 'cardno', label: '会员编号', children: d.cardno },
          { key: 'mobile', label: '手机号', children: d.mobile },
          { key: 'dates', label: '提交时间', children: `${d.dates} ${d.times}` },
          { key: 'checked', label: '状态', children: <VerifyTag value={d.checked} /> },
        ]}
      />
      <div className="auth-images">
        <Shot src={d.cardfrt} label="身份证人像面" />
        <Shot src={d.cardrvs} label="身份证国徽面" />
      </div>
    </>
  );
}

const place = (...parts: string[]) => parts.filter(Boolean).join(' ') || '—';

/** A business request: the licence beside the contact's ID images, then every field by section. */
function BusinessDetail({ d, columns }: { d: BusinessAuthDetail; columns: number }) {
  const section = (title: string, items: { key: string; label: string; children: React.ReactNode }[]) => (
    <Descriptions
      className="auth-review__section"
      title={title}
      column={columns}
      size="small"
      bordered
      items={items}
    />
  );
  return (
    <>
      <div className="auth-images auth-images--three">
        <Shot src={d.bcerts} label="营业执照" />
        <Shot src={d.cardfrt} label="联系人身份证人像面" />
        <Shot src={d.cardrvs} label="联系人身份证国徽面" />
      </div>
      {section('企业信息', [
        { key: 'btitle', label: '企业名称', children: d.btitle },
        {
          key: 'taxorder',
          label: '统一社会信用代码',
          children: <span className="admin-idcard">{d.taxorder}</span>,
        },
        { key: 'bstype', label: '企业类型', children: d.bstype },
        { key: 'bdate', label: '成立日期', children: d.bdate },
        { key: 'bplace', label: '注册地', children: place(d.bprov, d.bcity, d.bstrt) },
        { key: 'checked', label: '状态', children: <VerifyTag value={d.checked} /> },
      ])}
      {section('联系人', [
        { key: 'name', label: '姓名', children: d.name },
        { key: 'mobile', label: '手机号', children: d.mobile },
        { key: 'tlphone', label: '固定电话', children: d.tlphone || '—' },
        { key: 'cardno', label: '会员编号', children: d.cardno },
      ])}
      {section('发票信息', [
        {
          key: 'receipt',
          label: '发票类型',
          children: receiptTypes[d.receipt as keyof typeof receiptTypes] ?? d.receipt,
        },
        { key: 'fultitle', label: '发票抬头', children: d.fultitle },
        { key: 'bkname', label: '开户银行', children: d.bkname },
        { key: 'bkorder', label: '银行账号', children: <span className="admin-idcard">{d.bkorder}</span> },
      ])}
      {section('邮寄地址', [
        { key: 'mplace', label: '所在地区', children: place(d.mprov, d.mcity, d.mstrt) },
        { key: 'maddr', label: '详细地址', children: d.maddr },
        { key: 'dates', label: '提交时间', children: `${d.dates} ${d.times}` },
      ])}
    </>
  );
}

/** The review of one verification request, a person's or a business's, with approve and reject. */
export function AuthReviewDrawer({
  kind,
  id,
  onClose,
}: {
  kind: AuthKind;
  id: number | undefined;
  onClose: () => void;
}) {
  const info = useAuthInfo(kind, id);
  const review = useAuthReview();
  return (
    <ReviewDrawer
      open={id !== undefined}
      what={what[kind]}
      noun="申请"
      info={info}
      confirmText={(d) =>
        d.kind === 'business'
          ? `确认 ${d.btitle}（${d.taxorder}）的营业执照、联系人证件与填写信息一致，通过企业认证？`
          : `确认 ${d.name}（${d.idcard}）的证件与填写信息一致，通过实名认证？`
      }
      rejectExtra={`原因会通过站内消息告知该会员，并显示在其${what[kind]}页`}
      rejectPlaceholder={
        kind === 'business'
          ? '如：企业名称与营业执照不一致，请核对后重新提交（2–200字）'
          : '如：证件照片模糊，请重新拍摄上传（2–200字）'
      }
      rejectPresets={rejectPresets[kind]}
      pending={review.isPending}
      onDecide={(id, pass, reason) => review.mutateAsync({ kind, id, pass, reason })}
      onClose={onClose}
    >
      {(d, columns) =>
        d.kind === 'business' ? (
          <BusinessDetail d={d} columns={columns} />
        ) : (
          <PersonDetail d={d} columns={columns} />
        )
      }
    </ReviewDrawer>
  );
}
