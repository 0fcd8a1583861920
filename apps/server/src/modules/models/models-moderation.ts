import { itemLinks } from '@hz/contract/common/links';
import { pendingModelLimit } from '@hz/contract/models';
import { isNull, sql } from 'drizzle-orm';
import { modelCategories, models } from '../../db/schema/models.ts';
import type { ModeratedKind } from '../content/content-service.ts';

/** 3D models as a moderated kind of the content module (`model`); withdrawn models leave the lists. */
export const modelModeration: ModeratedKind = {
  kind: 'model',
  table: models,
  scope: isNull(models.deletedAt),
  shows: {
    title: models.title,
    sub: sql<string>`(SELECT ${modelCategories.name} FROM ${modelCategories} WHERE ${modelCategories.id} = ${models.categoryId})`,
    city: sql<string>`''`,
    sdate: sql<string>`''`,
    edate: sql<string>`''`,
    cover: sql<string>`coalesce(${models.cover}, '')`,
  },
  link: itemLinks.model,
  pendingLimit: pendingModelLimit,
  pending: { unit: '个', verb: '上传' },
};
