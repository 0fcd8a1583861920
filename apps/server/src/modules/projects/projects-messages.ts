import { itemLinks } from '@hz/contract/common/links';
import type { Transaction as Tx } from '../../db/client.ts';
import type { MessagesService } from '../messages/messages-service.ts';

/**
 * A message about a project to one of its parties, in the caller's transaction: the project's title
 * before the text, and a link to the project (or to `link`, e.g. the contract's page).
 */
export const projectTeller =
  (messages: MessagesService) =>
  (tx: Tx, memberId: number, p: { id: number; title: string }, title: string, conts: string, link?: string) =>
    messages.send(tx, memberId, {
      kind: 'project',
      title,
      conts: `「${p.title}」${conts}`,
      link: link ?? itemLinks.project(p.id),
    });
