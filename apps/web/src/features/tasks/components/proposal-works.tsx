import { Link } from 'react-router';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

interface ProposalWork {
  id: number;
  title: string;
  thumb: string;
  link: string;
}

/** The works a proposal names (decision 029): cover and title, each opening its page on `/designItem`. */
export function ProposalWorks({ works, label }: { works: readonly ProposalWork[]; label: string }) {
  if (works.length === 0) return null;
  return (
    <ul className="task-works" aria-label={label}>
      {works.map((w) => (
        <li key={w.id}>
          <Link to={w.link} className="task-works__item" title={w.title}>
            <img
              {...imageSources(w.thumb, '(max-width: 767.98px) 30vw, 160px')}
              alt=""
              width={160}
              height={120}
              {...imageLoading(false)}
            />
            <span>{w.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
