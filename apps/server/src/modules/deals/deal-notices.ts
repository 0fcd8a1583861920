import type { MessageKind } from '../messages/messages-service.ts';
import type { EventDef, Notice } from '../events/events-service.ts';

/**
 * A deal type's entries of the event catalogue (decision 043): per event, who is told what. Every
 * notice names the deal first (「title」…) and links to it unless it names another page.
 */

/** What every deal event carries: the deal's title and its two sides when the event happened. */
export interface DealEventBase {
  title: string;
  client: number;
  provider: number | null;
}

/** One notice: the recipient (none: skipped), its title, its text after the deal's name, another link. */
export type DealNotice = [to: number | null | undefined, title: string, conts: string, link?: string];

export function dealNotices<E extends { [K in keyof E]: object }>(
  kind: 'task' | 'project' | 'contest',
  link: (id: number) => string,
  entries: { [K in keyof E & string]: (d: E[K] & DealEventBase) => DealNotice[] },
  /** The message centre's kind of the notices (its icon): the deal's kind unless given. */
  messageKind: MessageKind = kind as MessageKind,
): EventDef<never>[] {
  return Object.entries(entries).map(([name, notices]) => ({
    name: `${kind}.${name}`,
    notices: ({ objectId, data }: { objectId: number; data: never }): Notice[] =>
      (notices as (d: DealEventBase) => DealNotice[])(data).flatMap(([to, title, conts, other]) =>
        to
          ? [
              {
                to,
                kind: messageKind,
                title,
                conts: `「${(data as DealEventBase).title}」${conts}`,
                link: other ?? link(objectId),
              },
            ]
          : [],
      ),
  }));
}
