import { Card } from 'antd';
import { Link } from 'react-router';
import { href } from '../../../config/paths.ts';
import { type ProjectDrafts, useDrafts } from '../api/project-draft-list.ts';
import { type StepNo, stepPath, type WizardMode } from './wizard-model.ts';

type Draft = ProjectDrafts['listItem'][number];

/** The step a draft continues at: the one after the last saved. */
export const resumeStep = (d: Draft) => Math.min(4, d.step + 1) as StepNo;

/** What a draft is about, from what it has so far. */
export function draftTitle(d: Draft): string {
  const f = d.fields;
  const title = typeof f.title === 'string' && f.title ? f.title : '';
  const show = typeof f.showname === 'string' && f.showname ? f.showname : '';
  return title || show || '未命名的搭建项目';
}

/** Where a draft continues (the full wizard unless `mode` says otherwise). */
export const resumeHref = (d: Draft, mode: WizardMode = 'full') =>
  href(stepPath(mode, resumeStep(d)), { draft: d.id });

/** 继续填写: the member's drafts, on the first step of a new wizard (nothing when there are none). */
export function DraftList({ mode }: { mode: WizardMode }) {
  const drafts = useDrafts();
  const list = drafts.data?.listItem ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="pc-card project-drafts" title="继续填写未完成的草稿" size="small">
      <ul className="project-drafts__list">
        {list.slice(0, 5).map((d) => (
          <li key={d.id}>
            <span className="project-drafts__title">{draftTitle(d)}</span>
            <span className="card-hint">
              已填到第{d.step}步 · {d.dates} {d.times}
            </span>
            <Link to={resumeHref(d, mode)} aria-label={`继续填写：${draftTitle(d)}`}>
              继续填写
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
