import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { href, paths } from '../config/paths.ts';
import './publish-mode-switch.css';

/**
 * `/publish`'s two modes (issue 30): 设计任务 (hire one designer among proposals) and 悬赏比稿 (a prize,
 * many entries; `?mode=contest`). Switching keeps each mode's own form.
 */
export function PublishModeSwitch({ mode }: { mode: 'task' | 'contest' }) {
  const navigate = useNavigate();
  return (
    <div className="publish-mode">
      <Segmented
        aria-label="发布方式"
        value={mode}
        onChange={(v) =>
          navigate(v === 'contest' ? href(paths.publish.path, { mode: 'contest' }) : paths.publish.path)
        }
        options={[
          { value: 'task', label: '设计任务' },
          { value: 'contest', label: '悬赏比稿' },
        ]}
      />
      <p className="card-hint">
        {mode === 'task'
          ? '设计任务：设计师报名投递方案，您选定一位设计师合作。'
          : '悬赏比稿：您托管奖金，多位设计师直接提交设计稿，您评选获奖者。'}
      </p>
    </div>
  );
}
