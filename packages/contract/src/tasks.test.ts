import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_ROUNDS, MAX_TASK_ROUNDS, serviceOrderTerms } from './tasks.ts';

describe('serviceOrderTerms', () => {
  it('reads the deliverables and rounds a service names', () => {
    expect(
      serviceOrderTerms('标摊升级方案一套：效果图3张（正视、侧视、鸟瞰）、物料清单、两次修改。'),
    ).toEqual({
      types: ['效果图', '物料清单'],
      rounds: 2,
    });
    expect(serviceOrderTerms('概念方案、施工图（平面、立面、节点）、三次修改')).toEqual({
      types: ['施工图'],
      rounds: 3,
    });
    expect(serviceOrderTerms('效果图6张，可修改 4 次').rounds).toBe(4);
    expect(serviceOrderTerms('平面图与灯光方案，1轮修改')).toEqual({
      types: ['平面图', '灯光方案'],
      rounds: 1,
    });
  });

  it('falls back to 效果图 and the default rounds, and caps the rounds', () => {
    expect(serviceOrderTerms('整体展台概念方案')).toEqual({ types: ['效果图'], rounds: DEFAULT_TASK_ROUNDS });
    expect(serviceOrderTerms('效果图，10次修改').rounds).toBe(MAX_TASK_ROUNDS);
  });
});
