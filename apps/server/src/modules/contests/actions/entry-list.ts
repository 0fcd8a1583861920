import type { Viewer } from '../../../lib/viewer.ts';
import { fileCards } from '../../uploads/uploads-cards.ts';
import { type ContestDeps, contestVisible } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { entryOut, entryVisible } from '../contests-views.ts';

/**
 * `entryList`: the contest's entries the viewer may see (`entryVisible`: blind mode enforced here), and how
 * many in the running they may not see yet. Operators see what the client sees.
 */
export function entryList(d: ContestDeps, id: number, viewer: Viewer) {
  return d.db.transaction(async (tx) => {
    const c = await d.deal.load(tx, id);
    const client = viewer?.id === c.memberId;
    if (!contestVisible(c) && !client && !viewer?.isadmin) throw d.deal.refuse.notFound();
    const as: Viewer = viewer?.isadmin && !client ? { id: c.memberId, isadmin: true } : viewer;
    const all = await repo.entriesOf(tx, c.id);
    const seen = all.filter((e) => entryVisible(c, e, as));
    const cards = await fileCards(tx, ...seen.map((e) => e.attach), ...seen.map((e) => e.handAttach));
    return {
      listItem: seen.map((e) => entryOut(c, e, viewer, cards)),
      hidden: all.filter((e) => e.status === 'active' && !seen.includes(e)).length,
    };
  });
}
