import { EyeOutlined, LikeOutlined } from '@ant-design/icons';
import { countText } from './people-format.ts';

/**
 * 浏览 N · 点赞 N of a work or case (issue 27): icons with the numbers, and the words for screen readers
 * (`sr-only`), so that each reads as "浏览 128".
 */
export function WorkStats({ views, likes, className }: { views: number; likes: number; className?: string }) {
  return (
    <span className={className ? `work-stats ${className}` : 'work-stats'}>
      <span className="work-stats__item" title="浏览">
        <EyeOutlined aria-hidden />
        <span className="sr-only">浏览</span> {countText(views)}
      </span>
      <span className="work-stats__item" title="点赞">
        <LikeOutlined aria-hidden />
        <span className="sr-only">点赞</span> {countText(likes)}
      </span>
    </span>
  );
}
