import { Card, Timeline } from 'antd';
import type { ProjectDetail } from '../api/project-info.ts';

/** The project's timeline (`orbits`): every step so far, for the parties. */
export function ProjectOrbits({ project }: { project: ProjectDetail }) {
  if (project.orbits.length === 0) return null;
  return (
    <Card className="pc-card" title="进度记录">
      <Timeline
        items={project.orbits.map((o, i) => ({
          key: `${o.dates}${o.times}${i}`,
          content: (
            <div>
              <strong>{o.name}</strong> <span className="card-hint">{`${o.dates} ${o.times}`}</span>
              {o.note && <div className="prj-pre">{o.note}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
