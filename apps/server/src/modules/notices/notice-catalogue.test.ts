import { noticeEvents, noticeGroups } from '@hz/contract/notices';
import { describe, expect, it } from 'vitest';
import { projectNotices } from '../projects/projects-notices.ts';
import { CONSULT_MESSAGE_EVENT } from '../consult/consult-service.ts';
import { taskNotices } from '../tasks/tasks-notices.ts';
import { contestNotices } from '../contests/contests-notices.ts';

describe('the notice catalogue (issue 28)', () => {
  it("names every event the deals raise, and no deal event they don't", () => {
    const raised = [...taskNotices, ...projectNotices, ...contestNotices].map((d) => d.name).sort();
    const deals = Object.keys(noticeEvents).filter((n) => /^(task|project|contest)\./.test(n));
    expect(deals.sort()).toEqual(raised);
  });

  it("holds the outbox's other events: a consultation's new message", () => {
    expect(Object.keys(noticeEvents)).toContain(CONSULT_MESSAGE_EVENT);
  });

  it('puts every event in a group; urgent events go by SMS', () => {
    for (const [name, def] of Object.entries(noticeEvents)) {
      expect(noticeGroups, name).toContain(def.group);
      if (def.urgent) expect(def.sms, name).toBe(true);
    }
  });
});
