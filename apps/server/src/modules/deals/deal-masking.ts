import { contactScreen, maskContactsInHtml, maskContactsInText } from '../../lib/contact-mask.ts';
import type { MaskedItem, RecordContactAttempt } from '../masking/masking-service.ts';

/**
 * Contact details in what the parties of a deal write before they have one (issue 29; decision 044):
 * kept as written, masked when another member reads them until the two have a deal, and every save that
 * held any recorded as an attempt for the operators.
 */

/** How a text reads for this reader: as written once the reader has a deal with its author, else masked. */
export const readAs = (reveal: boolean) => ({
  text: (s: string) => (reveal ? s : maskContactsInText(s)),
  html: (s: string) => (reveal ? s : maskContactsInHtml(s)),
});

/**
 * Records a save's contact details as an attempt of `memberId` (in the save's transaction); whether any
 * were found (the answer's `contactHidden`). `texts`: plain text by field; `html`: rich text by field.
 */
export async function recordDealTexts(
  record: RecordContactAttempt,
  tx: Parameters<RecordContactAttempt>[0],
  memberId: number,
  item: MaskedItem,
  texts: Record<string, readonly string[]>,
  html: Record<string, string> = {},
) {
  const screen = contactScreen();
  for (const [field, values] of Object.entries(texts)) for (const v of values) screen.text(field, v);
  for (const [field, value] of Object.entries(html)) screen.html(field, value);
  await record(tx, memberId, item, screen.found);
  return screen.hidden();
}
