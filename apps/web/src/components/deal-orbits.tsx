import { Card } from 'antd';
import './deal-orbits.css';

/** A row of a deal's `orbits` (the contract's `orbitItem`), as shown. */
interface Orbit {
  name: string;
  dates: string;
  times: string;
  by: string;
  note: string;
}

/**
 * A deal's 进度记录 (its `orbits`, for its parties): every step so far, when, who of a company's staff
 * took it (张三（报价）, decision 056) and its note. Nothing when there is none. A list with a line of
 * dots drawn by its own rules: antd's Timeline (built on Steps) brought ~60 KB of inline rules and its
 * code to a party's page for a list nobody interacts with (issue 34).
 */
export function DealOrbits({ orbits }: { orbits: readonly Orbit[] }) {
  if (orbits.length === 0) return null;
  return (
    <Card className="pc-card" title="进度记录">
      <ol className="deal-orbits">
        {orbits.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a deal's past steps never move; two may share a second
          <li key={`${o.dates}${o.times}${i}`} className="deal-orbits__item">
            <strong>{o.name}</strong> <span className="card-hint">{`${o.dates} ${o.times}`}</span>
            {o.by && <span className="deal-orbits__by">{o.by}</span>}
            {o.note && <div className="deal-orbits__note">{o.note}</div>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
