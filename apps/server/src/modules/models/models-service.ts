import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ModelState, ReviewState } from '@hz/contract/common/states';
import {
  type EditModelBody,
  type ModelFormat,
  type ModelLicence,
  type ModelMenu,
  type ModelMenuSaveBody,
  type ModelSaveData,
  modelFormats,
  modelLicenceSummaries,
  modelLinkSeconds,
  modelMaxBytes,
  type SearchModelBody,
  type UploadModelBody,
  viewableModelFormats,
} from '@hz/contract/models';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import {
  type ContactScreen,
  contactScreen,
  maskContactsInFileName,
  maskContactsInText,
} from '../../lib/contact-mask.ts';
import { publicName } from '../../lib/mask.ts';
import { keyedHash, sameHash } from '../../lib/tokens.ts';
import type { PendingRoom } from '../content/content-service.ts';
import type { FavoriteLookup } from '../favorites/favorites-service.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import { refuseDeepPage } from '../search/search-service.ts';
import { extensionOf } from '../uploads/file-types.ts';
import { requireOwnFile, thumbUrl, type UploadsService } from '../uploads/uploads-service.ts';
import type { PaycodeService } from '../wallet/paycode-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { checkGlbHeader, checkZip, inspectModel, ModelFileError } from './models-files.ts';
import { derivePreview, type PreviewStats, previewLimits } from './models-preview.ts';
import * as repo from './models-repository.ts';
import { type ModelSearchFields, modelSearch } from './models-search.ts';

type Viewer = { id: number; isadmin: boolean } | null;

const notFound = () => new AppError('not_found', '模型不存在或未通过审核');
const fieldError = (field: string, message: string) =>
  new AppError('invalid_params', message, { fields: { [field]: message } });

/** The job that checks an uploaded model and reads its dimensions. */
export const PROCESS_JOB = 'models.process';

/** A model's search vector (weights in models-search.ts). */
export const modelSearchText = (f: ModelSearchFields) => modelSearch.vector(f);

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

/** Whether processing reads this format (the others are downloadable only). */
const isViewable = (f: string) => (viewableModelFormats as readonly string[]).includes(f);

/** Whether processing derives a preview of this file (decision 030): a viewable format, not too big. */
const getsPreview = (format: string, size: number) => isViewable(format) && size <= previewLimits.sourceBytes;

/**
 * The 3D model library (issue 15; docs/domains/models.md): categories, publishing with checks of the
 * file, processing as a job, search, public detail, and downloads (paid ones through the ledger).
 */
/** A model's texts as everyone else reads them: contact details masked (again on read: issue 29). */
const shown = (text: string) => maskContactsInText(text);

/** The texts of a save, masked; what was found stays in `screen`. */
function maskedTexts(b: { title: string; description: string; tags: string[] }, screen: ContactScreen) {
  return {
    title: screen.text('title', b.title),
    description: screen.text('description', b.description),
    tags: screen.list('tags', b.tags),
  };
}

export function createModelsService(deps: {
  db: Db;
  uploads: UploadsService;
  jobs: JobsService;
  wallet: WalletService;
  paycodes: PaycodeService;
  pendingRoom: PendingRoom;
  isFavorite: FavoriteLookup;
  recordContact: RecordContactAttempt;
  secret: string;
  /** The author's share of a paid model's price, in basis points. */
  authorShareBps: number;
  tmpDir?: string;
  now?: () => Date;
}) {
  const { db, uploads, jobs, wallet, paycodes, pendingRoom, secret, recordContact } = deps;
  const now = deps.now ?? (() => new Date());
  const tmpRoot = deps.tmpDir ?? os.tmpdir();

  // ------------------------------------------------------------ categories

  async function tree(tx: Tx, all: boolean): Promise<ModelMenu[]> {
    const rows = await repo.allCategories(tx);
    const visible = rows.filter((r) => all || !r.hidden);
    const fields = (r: repo.CategoryRow) => ({ id: r.id, name: r.name, sort: r.sort, hidden: r.hidden });
    return visible
      .filter((r) => r.parentId === null)
      .map((r) => ({
        ...fields(r),
        children: visible.filter((c) => c.parentId === r.id).map((c) => ({ ...fields(c), children: [] })),
      }));
  }

  /** A category's `上级 / 下级` path, and the ids a filter by it covers (itself and its children). */
  async function categoryOf(tx: Tx, id: number) {
    const rows = await repo.allCategories(tx);
    const c = rows.find((r) => r.id === id);
    if (!c) return null;
    const parent = c.parentId === null ? undefined : rows.find((r) => r.id === c.parentId);
    return {
      row: c,
      hidden: c.hidden || parent?.hidden === true,
      path: parent ? `${parent.name} / ${c.name}` : c.name,
      ids: [c.id, ...rows.filter((r) => r.parentId === c.id).map((r) => r.id)],
    };
  }

  // ------------------------------------------------------------ views

  const item = (r: repo.ModelRow, category: string) => ({
    id: r.id,
    title: shown(r.title),
    categoryId: r.categoryId,
    category,
    format: r.format as ModelFormat,
    viewable: r.previewFile !== null && r.state === ModelState.ready,
    licence: r.licence as ModelLicence,
    price: r.price,
    cover: r.cover ? thumbUrl(r.cover) : '',
    dims: r.dimX === null || r.dimY === null || r.dimZ === null ? null : { x: r.dimX, y: r.dimY, z: r.dimZ },
    downloads: r.downloads,
    favorites: r.favorites,
    cardno: r.cardno,
    author: publicName({ nickname: r.nickname, name: r.name }),
    dates: chinaParts(r.createdAt).date,
  });

  async function paths(tx: Tx) {
    const rows = await repo.allCategories(tx);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return (id: number) => {
      const c = byId.get(id);
      if (!c) return '';
      const p = c.parentId === null ? undefined : byId.get(c.parentId);
      return p ? `${p.name} / ${c.name}` : c.name;
    };
  }

  async function info(tx: Tx, r: repo.ModelRow, viewer: Viewer, pathOf?: (id: number) => string) {
    const mine = viewer?.id === r.memberId;
    const owned = mine || r.price === 0 || (viewer !== null && (await repo.hasPurchase(tx, r.id, viewer.id)));
    const p = pathOf ?? (await paths(tx));
    return {
      ...item(r, p(r.categoryId)),
      description: shown(r.description),
      tags: r.tags.map(shown),
      licenceSummary: modelLicenceSummaries[r.licence as ModelLicence] ?? '',
      size: r.size,
      // the viewer's file, for whoever may see the model: the derived preview, never the original
      // (decisions 027, 030); '' until processing derived it
      preview: r.previewFile ? `/preview/model/${r.id}` : '',
      mine,
      state: r.state,
      failReason: mine || viewer?.isadmin ? r.failReason : '',
      checked: r.checked,
      reason: (mine || viewer?.isadmin === true) && r.checked === ReviewState.rejected ? r.reason : '',
      owned,
      fvr: await deps.isFavorite(tx, viewer?.id, 'model', r.id),
    };
  }

  const isPublic = (r: repo.ModelRow) => r.checked === ReviewState.approved && r.state === ModelState.ready;

  // ------------------------------------------------------------ file checks

  /** Copies a stored upload to a temporary file for the checks; removed by the caller with its folder. */
  async function toTemp(fileId: string, ext: string) {
    const dir = await fs.promises.mkdtemp(path.join(tmpRoot, 'hz-model-'));
    const opened = await uploads.openStored(fileId);
    if (!opened) throw fieldError('file', '模型文件不存在，请重新上传');
    const file = path.join(dir, `model.${ext}`);
    await pipeline(opened.stream, fs.createWriteStream(file));
    return { dir, file, size: opened.row.size };
  }

  /** What is checked before a model is accepted: a zip's entries, a GLB's header. */
  async function checkUpload(fileId: string, format: ModelFormat) {
    if (format !== 'zip' && format !== 'glb') return;
    const t = await toTemp(fileId, format);
    try {
      if (format === 'zip') await checkZip(t.file);
      else await checkGlbHeader(t.file, t.size);
    } catch (err) {
      if (err instanceof ModelFileError) throw fieldError('file', err.message);
      throw err;
    } finally {
      await fs.promises.rm(t.dir, { recursive: true, force: true });
    }
  }

  async function requireCategory(tx: Tx, id: number) {
    const c = await categoryOf(tx, id);
    if (!c || c.hidden) throw fieldError('categoryId', '模型分类不存在');
    return c;
  }

  async function requireCover(
    tx: Tx,
    memberId: number,
    file: { format: string; size: number },
    cover: string | undefined,
  ) {
    if (cover === undefined) {
      if (!isViewable(file.format)) throw fieldError('cover', '该格式无法在线预览，请上传封面图');
      if (!getsPreview(file.format, file.size))
        throw fieldError(
          'cover',
          `超过 ${previewLimits.sourceBytes / 1024 / 1024} MB 的模型不生成在线预览，请上传封面图`,
        );
      return null;
    }
    await requireOwnFile(tx, memberId, cover, { purposes: ['listing'], kind: 'image', field: 'cover' });
    return cover;
  }

  return {
    // -------------------------------------------------------- categories
    async menusTree(all: boolean, viewer: Viewer) {
      return { listItem: await tree(db, all && viewer?.isadmin === true) };
    },

    async saveMenu(b: ModelMenuSaveBody) {
      await db.transaction(async (tx) => {
        await repo.lockCategories(tx);
        if (b.parentId !== null) {
          const parent = await repo.findCategory(tx, b.parentId);
          if (!parent) throw fieldError('parentId', '上级分类不存在');
          if (parent.parentId !== null) throw fieldError('parentId', '分类最多两级，请选择一级分类作为上级');
          if (b.id !== undefined && b.parentId === b.id)
            throw fieldError('parentId', '不能把分类移到自己下面');
        }
        const c = { name: b.name, parentId: b.parentId, sort: b.sort, hidden: b.hidden };
        if (b.id === undefined) {
          await repo.insertCategory(tx, c);
          return;
        }
        const current = await repo.findCategory(tx, b.id);
        if (!current) throw new AppError('not_found', '分类不存在');
        if (b.parentId !== null && (await repo.hasChildren(tx, b.id)))
          throw fieldError('parentId', '该分类有子分类，不能移到其他分类下面（分类最多两级）');
        await repo.updateCategory(tx, b.id, c);
      });
      return { listItem: await tree(db, true) };
    },

    async deleteMenu(id: number) {
      await db.transaction(async (tx) => {
        await repo.lockCategories(tx);
        if (!(await repo.findCategory(tx, id))) throw new AppError('not_found', '分类不存在');
        if (await repo.categoryInUse(tx, id))
          throw new AppError('invalid_params', '该分类下有模型或子分类，不能删除；可以改为隐藏');
        await repo.deleteCategory(tx, id);
      });
      return { listItem: await tree(db, true) };
    },

    // -------------------------------------------------------- publishing
    async upload(memberId: number, b: UploadModelBody): Promise<ModelSaveData> {
      let id: number;
      const screen = contactScreen();
      const texts = maskedTexts(b, screen);
      try {
        // the file's own checks first (outside the transaction: they read the whole file)
        const file = await requireOwnFile(db, memberId, b.file, { purposes: ['model'], kind: 'model' });
        const format = extensionOf(file.name) as ModelFormat;
        if (!modelFormats.includes(format))
          throw fieldError('file', '请上传 GLB、glTF、OBJ、STL、FBX、3DS、MAX、SKP 模型文件或 ZIP 压缩包');
        if (file.size > modelMaxBytes) throw new AppError('too_large', '模型文件不能超过 500 MB');
        await checkUpload(file.id, format);
        id = await db.transaction(async (tx) => {
          const category = await requireCategory(tx, b.categoryId);
          const cover = await requireCover(tx, memberId, { format, size: file.size }, b.cover);
          if (await repo.fileInUse(tx, file.id)) throw fieldError('file', '该文件已用于其他模型，请重新上传');
          await pendingRoom(tx, 'model', memberId);
          const modelId = await repo.insertModel(tx, {
            memberId,
            categoryId: category.row.id,
            ...texts,
            licence: b.licence,
            price: b.price,
            file: file.id,
            cover,
            format,
            size: file.size,
            searchText: modelSearchText({ ...texts, category: category.path }),
          });
          await recordContact(tx, memberId, { kind: 'model', id: modelId, title: b.title }, screen.found);
          await jobs.enqueue(tx, {
            name: PROCESS_JOB,
            payload: { id: modelId },
            key: `model:${modelId}:process`,
          });
          return modelId;
        });
      } catch (err) {
        // bad input leaves no orphan file (a file another model uses is kept: the key refuses); a
        // refusal that is not the form's (the pending limit, the storage away) keeps it for a retry
        if (err instanceof AppError && ['invalid_params', 'too_large', 'not_found'].includes(err.code)) {
          await uploads.discard(memberId, b.file);
        }
        throw err;
      }
      const row = await repo.findModel(db, id);
      return { ...(await info(db, row!, { id: memberId, isadmin: false })), contactHidden: screen.hidden() };
    },

    async edit(memberId: number, b: EditModelBody): Promise<ModelSaveData> {
      const screen = contactScreen();
      const texts = maskedTexts(b, screen);
      await db.transaction(async (tx) => {
        const r = await repo.findModel(tx, b.id, { forUpdate: true });
        if (!r || r.memberId !== memberId) throw new AppError('not_found', '模型不存在');
        const category = await requireCategory(tx, b.categoryId);
        const cover =
          b.cover === undefined && r.cover ? r.cover : await requireCover(tx, memberId, r, b.cover);
        await repo.updateModel(tx, r.id, {
          categoryId: category.row.id,
          ...texts,
          licence: b.licence,
          price: b.price,
          cover,
          searchText: modelSearchText({ ...texts, category: category.path }),
        });
        await recordContact(tx, memberId, { kind: 'model', id: r.id, title: b.title }, screen.found);
      });
      const row = await repo.findModel(db, b.id);
      return { ...(await info(db, row!, { id: memberId, isadmin: false })), contactHidden: screen.hidden() };
    },

    async remove(memberId: number, id: number) {
      await db.transaction(async (tx) => {
        const r = await repo.findModel(tx, id, { forUpdate: true });
        if (!r || r.memberId !== memberId) throw new AppError('not_found', '模型不存在');
        await repo.withdrawModel(tx, id);
      });
      return { id };
    },

    async mine(memberId: number, b: { page: number; pageSize: number; review?: boolean }) {
      const { rows, total } = await repo.mine(db, memberId, {
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
        review: b.review,
      });
      const p = await paths(db);
      const viewer = { id: memberId, isadmin: false };
      const sold = await repo.salesOf(
        db,
        rows.map((r) => r.id),
        deps.authorShareBps,
      );
      const listItem = [];
      for (const r of rows) {
        const s = sold.get(r.id);
        listItem.push({
          ...(await info(db, r, viewer, p)),
          sales: s?.sales ?? 0,
          earnings: (s?.shareFen ?? 0) / 100,
        });
      }
      return { listItem, total, page: b.page, pageSize: b.pageSize };
    },

    async myInfo(memberId: number, id: number) {
      const r = await repo.findModel(db, id);
      if (!r || r.memberId !== memberId) throw new AppError('not_found', '模型不存在');
      return info(db, r, { id: memberId, isadmin: false });
    },

    // -------------------------------------------------------- public
    async search(b: SearchModelBody) {
      refuseDeepPage(b);
      let categoryIds: number[] | null = null;
      if (b.categoryId) {
        const c = await categoryOf(db, b.categoryId);
        if (!c) throw fieldError('categoryId', '模型分类不存在');
        categoryIds = c.ids;
      }
      const { rows, total, capped } = await repo.searchModels(db, {
        keyword: modelSearch.parse(b.keyword),
        categoryIds,
        format: b.format,
        licence: b.licence,
        pay: b.pay,
        viewable: b.viewable,
        sort: b.sort,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      const p = await paths(db);
      return {
        listItem: rows.map((r) => item(r, p(r.categoryId))),
        total,
        totalCapped: capped,
        page: b.page,
        pageSize: b.pageSize,
      };
    },

    async publicInfo(id: number, viewer: Viewer) {
      const r = await repo.findModel(db, id);
      if (!r) throw notFound();
      if (!isPublic(r) && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound();
      return info(db, r, viewer);
    },

    // -------------------------------------------------------- downloads
    /**
     * A signed link for this member. A paid model not yet bought is bought first: the pay password, then
     * one transaction that records the purchase (once per member: a second, concurrent one finds it and
     * charges nothing) and posts the buyer's payment, the author's share and the platform's fee.
     */
    async download(memberId: number, b: { id: number; paycode?: string }) {
      const r = await repo.findModel(db, b.id);
      if (!r || (!isPublic(r) && r.memberId !== memberId)) throw notFound();
      let charged = 0;
      const free = r.price === 0 || r.memberId === memberId;
      if (!free && !(await repo.hasPurchase(db, r.id, memberId))) {
        if (!b.paycode) throw fieldError('paycode', '该模型为付费模型，请输入支付密码');
        await paycodes.verify(memberId, b.paycode);
        charged = await db.transaction(async (tx) => {
          const m = await repo.findModel(tx, r.id, { forUpdate: true });
          if (!m || !isPublic(m)) throw notFound();
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
      if (!r?.previewFile || (!isPublic(r) && viewer?.id !== r.memberId && !viewer?.isadmin))
        throw notFound();
      const opened = await uploads.openStored(r.previewFile);
      if (!opened) throw new AppError('not_found', '模型预览不存在');
      return { stream: opened.stream, size: opened.row.size };
    },

    // -------------------------------------------------------- processing
    /** The processing job gave up (not the file's fault): failed, with a reason that says to retry. */
    async processingGaveUp(id: number) {
      await db.transaction((tx) =>
        repo.setState(tx, id, [ModelState.pending, ModelState.processing], ModelState.failed, {
          failReason: '模型处理暂时失败，请稍后重新上传或联系客服',
        }),
      );
    },

    /**
     * The processing job: pending → processing → ready (with dimensions and the derived preview) or
     * failed (with the reason). A model that is ready already but has no preview (processed before
     * previews were derived: migration 0029) only gets its preview; if that fails it stays ready without
     * one (its viewer shows the cover), and the reason is returned for the log.
     */
    async process(id: number): Promise<{ preview: PreviewStats | null; failReason: string }> {
      const none = { preview: null, failReason: '' };
      const input = await repo.processingInput(db, id);
      if (!input || input.state === ModelState.failed) return none;
      const backfill = input.state === ModelState.ready;
      const previewed = getsPreview(input.format, input.size);
      if (backfill && (input.previewFile || !previewed)) return none;
      // a retry finds it `processing` already (the attempt before died): it is processed again
      if (!backfill)
        await db.transaction((tx) =>
          repo.setState(tx, id, [ModelState.pending, ModelState.processing], ModelState.processing),
        );
      let dims: Awaited<ReturnType<typeof inspectModel>> = null;
      let failReason = '';
      let stats: PreviewStats | null = null;
      let stored: string | null = null;
      const t = await toTemp(input.file, input.format);
      try {
        if (!backfill) dims = await inspectModel(t.file, input.format as ModelFormat, t.size);
        if (previewed) {
          const out = path.join(t.dir, 'preview.glb');
          stats = await derivePreview(t.file, input.format as 'glb' | 'gltf' | 'obj' | 'stl', out);
          // its own object in the uploads service, private, owned by the author (decision 030)
          stored = (await uploads.ingest(input.memberId, 'model', { path: out, filename: 'preview.glb' })).id;
        }
      } catch (err) {
        if (!(err instanceof ModelFileError)) throw err;
        failReason = err.message;
      } finally {
        await fs.promises.rm(t.dir, { recursive: true, force: true });
      }
      const kept = await db
        .transaction(async (tx) => {
          if (backfill) return failReason ? false : repo.setPreview(tx, id, stored!);
          return failReason
            ? repo.setState(tx, id, [ModelState.processing], ModelState.failed, { failReason })
            : repo.setState(tx, id, [ModelState.processing], ModelState.ready, { dims, previewFile: stored });
        })
        .catch(async (err: unknown) => {
          if (stored) await uploads.discard(input.memberId, stored);
          throw err;
        });
      // the model moved on meanwhile (or failed): the derived file is not left behind
      if (stored && (!kept || failReason)) await uploads.discard(input.memberId, stored);
      return { preview: kept ? stats : null, failReason };
    },
  };
}

export type ModelsService = ReturnType<typeof createModelsService>;
