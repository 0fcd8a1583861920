import { cmtStateLabels, CmtState } from '@hz/contract/common/states';
import type { CmtItem } from '@hz/contract/reviews';
import { Rate, Tag } from 'antd';
import { Link } from 'react-router';
import { UpcomingTag } from '../../../components/upcoming-tag.tsx';
import { href, paths } from '../../../config/paths.ts';

/** One review: the task, who wrote it for whom, the scores, the text, its state and what can be done. */
export function ReviewCard({ r }: { r: CmtItem }) {
  return (
    <article className="review-card" aria-label={`评价：${r.title}`}>
      <header className="review-card__head">
        <span>
          <Link to={r.link} className="review-card__title">
            {r.title}
          </Link>
          <UpcomingTag to={r.link} />
        </span>
        <Tag color={r.state === CmtState.published ? 'green' : 'gold'}>{cmtStateLabels[r.state]}</Tag>
      </header>
      {/* a <div>: antd's Rate is a <ul>, which a <p> cannot hold (the browser closes the <p> before it, and
          a page rendered on the server then fails to hydrate) */}
      <div className="review-card__who">
        {r.mine ? `我 → ${r.target}` : `${r.author} → 我`}
        <span className="review-card__rating">
          <Rate disabled allowHalf value={Math.round(r.rating * 2) / 2} /> {r.rating.toFixed(1)}
        </span>
      </div>
      <ul className="review-card__scores">
        {r.scores.map((s) => (
          <li key={s.key}>
            {s.name} <b>{s.score}</b>
          </li>
        ))}
      </ul>
      <p className="review-card__text">{r.conts}</p>
      <footer className="review-card__foot">
        <span>
          {r.dates} 评价
          {r.pubDates ? ` · ${r.pubDates} 公开` : ` · 双方都评价或 ${r.closesDates} 后公开`}
        </span>
        {r.editable && <Link to={href(paths.evaluateChange.path, { id: r.id })}>修改评价</Link>}
      </footer>
    </article>
  );
}
