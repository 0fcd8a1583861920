import type { ReactNode } from 'react';
import { DetailNoId, DetailNotReady } from '../../../components/content-detail.tsx';
import { paths } from '../../../config/paths.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { type ProjectDetail, useProjectInfo } from '../api/project-info.ts';

/**
 * A project's screen (`?id=N`: its page, the quotation, the report's acceptance): `children` with the
 * project once it is there; else not found, loading or 重试, with the way back to `back` (the hall unless
 * given) and `hint` saying where the screen is opened from.
 */
export function ProjectById({
  hint,
  back = { to: paths.projectHall.path, text: '去搭建项目大厅' },
  children,
}: {
  hint: string;
  back?: { to: string; text: string };
  children: (p: ProjectDetail) => ReactNode;
}) {
  const id = useIdParam();
  const info = useProjectInfo(id);
  if (!id) return <DetailNoId title="没有指定项目" hint={hint} listTo={back.to} listText={back.text} />;
  if (!info.data) return <DetailNotReady query={info} name="搭建项目" listTo={back.to} />;
  return children(info.data);
}
