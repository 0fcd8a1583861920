import { chinaStamp } from '../../lib/china-time.ts';
import type { Transaction as Tx } from '../../db/client.ts';

/**
 * An open complaint as a disputed deal's 下一步 reads it (decision 047): who complained, until when the
 * sides may add statements, and which side ended its statements. The complaints module reads it; the deal
 * types' steps turn it into each side's sentence (`disputeNext`).
 */
/** The two sides of a deal (as the kernel's `Side`, named here: the kernel imports this file). */
type Side = 'client' | 'provider';

export interface DisputeFacts {
  /** The side that complained. */
  by: Side;
  closes: Date;
  windowOpen: boolean;
  done: Record<Side, boolean>;
}

/** Reads the open complaint on a deal (the complaints service). */
export type DisputeReader = (
  tx: Tx,
  kind: 'task' | 'project' | 'contest',
  id: number,
) => Promise<DisputeFacts | undefined>;

/**
 * The 下一步 of `side` on a disputed deal: the side complained about is told it may respond and by when,
 * the complaining side that it may add to its statement; once a side ended its statements (or the window
 * closed) it waits for the decision. `what` names what is paused (任务计时已暂停, 托管款项暂停支付).
 */
export function disputeNext(f: DisputeFacts, side: Side, what: string): string {
  const until = chinaStamp(f.closes).slice(0, 16);
  if (f.windowOpen && !f.done[side])
    return side === f.by
      ? `您已发起投诉（${what}）。可在 ${until} 前补充陈述和材料；无需补充可结束陈述，双方都结束或期限过后平台裁决`
      : `对方发起了投诉（${what}）。您可在 ${until} 前提交陈述和材料回应，或放弃补充陈述；期限过后平台将裁决`;
  if (f.windowOpen && !f.done[side === 'client' ? 'provider' : 'client'])
    return `您已结束陈述，对方可在 ${until} 前补充陈述，之后由平台裁决`;
  return `双方陈述已结束，等待平台裁决（${what}）`;
}
