import { modelLinkSeconds } from '@hz/contract/models';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskContactsInFileName } from '../../lib/contact-mask.ts';
import { keyedHash, sameHash } from '../../lib/tokens.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import * as repo from './models-repository.ts';
import { fieldError, isPublicModel, notFound, shown } from './models-views.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** The signed download link's token: `<model>.<member>.<expiry s>.<hmac>`. */
export function signLink(secret: string, modelId: number, memberId: number, expires: number) {
  const body = `${modelId}.${memberId}.${expires}`;
  return `${body}.${keyedHash(secret, `model-download:${body}`)}`;
}

export function readLink(secret: string, token: string, nowMs: number) {
  const m = /^(\d{1,15})\.(\d{1,15})\.(\d{1,12})\.([\w-]{20,60})$/.exec(token);
  if (!m) return null;
  const body = `${m[1]}.${m[2]}.${m[3]}`;
  if (!sameHash(keyedHash(secret, `model-download:${body}`), m[4]!)) return null;
  if (Number(m[3]) * 1000 < nowMs) return null;
  return { modelId: Number(m[1]), memberId: Number(m[2]) };
}

/** A model's files: the signed download link (bought first when paid), the download, the viewer's preview. */
export function createModelDownloads(deps: {
  db: Db;
  uploads: UploadsService;
  wallet: WalletService;
  paycodes: PaycodeService;
  secret: string;
  /** The author's share of a paid model's price, in basis points. */
  authorShareBps: number;
  now: () => Date;
}) {
  const { db, uploads, wallet, paycodes, secret, now } = deps;
  return {
    /**
     * A signed link for this member. A paid model not yet bought is bought first: the pay password, then
     * one transaction that records the purchase (once per member: a second, concurrent one finds it and
     * charges nothing) and posts the buyer's payment, the author's share and the platform's fee.
     */
    async download(memberId: number, b: { id: number; paycode?: string }) {
      const r = await repo.findModel(db, b.id);
      if (!r || (!isPublicModel(r) && r.memberId !== memberId)) throw notFound();
      let charged = 0;
      const free = r.price === 0 || r.memberId === memberId;
      if (!free && !(await repo.hasPurchase(db, r.id, memberId))) {
        if (!b.paycode) throw fieldError('paycode', '该模型为付费模型，请输入支付密码');
        await paycodes.verify(memberId, b.paycode);
        charged = await db.transaction(async (tx) => {
          const m = await repo.findModel(tx, r.id, { forUpdate: true });
          if (!m || !isPublicModel(m)) throw notFound();
          if (!(await repo.insertPurchase(tx, { modelId: m.id, memberId, price: m.price }))) return 0;
          const fen = m.price * 100;
          await wallet.purchase(
            {
              key: `model:${m.id}:buy:${memberId}`,
              ref: `model:${m.id}`,
              memo: `购买3D模型：${shown(m.title)}`,
              buyer: memberId,
              seller: m.memberId,
              amount: fen,
              sellerShare: Number((BigInt(fen) * BigInt(deps.authorShareBps)) / 10_000n),
              notice: { subject: `3D模型「${shown(m.title)}」`, link: '/personCenter/trade' },
            },
            tx,
          );
          return m.price;
        });
      }
      const expires = Math.floor(now().getTime() / 1000) + modelLinkSeconds;
      return {
        url: `/dl/model/${signLink(secret, r.id, memberId, expires)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
        charged,
      };
    },

    /** The file behind a signed link, for the member it was made for. */
    async openLink(token: string, memberId: number | undefined) {
      const link = readLink(secret, token, now().getTime());
      if (!link || link.memberId !== memberId)
        throw new AppError('not_found', '下载链接无效或已过期，请重新下载');
      const target = await repo.downloadTarget(db, link.modelId);
      if (!target) throw new AppError('not_found', '模型不存在');
      const opened = await uploads.openStored(target.file);
      if (!opened) throw new AppError('not_found', '模型文件不存在');
      return {
        stream: opened.stream,
        size: opened.row.size,
        mime: opened.row.mime,
        // the buyer's file is named after the model: its title as shown, contact details masked
        name: maskContactsInFileName(`${shown(target.title)}.${target.format}`),
        /** Called when the whole file has been sent. */
        counted: () => repo.countDownload(db, target.id),
      };
    },

    /**
     * The file the viewer shows, to whoever may see the model: anyone once it is public, else its author
     * and operators. Only the derived preview GLB (decision 030), never the original file: a model
     * without one (not derived yet, too big, not viewable) is `not_found` here. Not a download: nothing
     * is counted (decision 027).
     */
    async openPreview(id: number, viewer: Viewer) {
      const r = await repo.findModel(db, id);
      if (!r?.previewFile || (!isPublicModel(r) && viewer?.id !== r.memberId && !viewer?.isadmin))
        throw notFound();
      const opened = await uploads.openStored(r.previewFile);
      if (!opened) throw new AppError('not_found', '模型预览不存在');
      return { stream: opened.stream, size: opened.row.size };
    },
  };
}
