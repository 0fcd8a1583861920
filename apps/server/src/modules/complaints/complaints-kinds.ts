import type { ComplaintKind, ComplaintOutcome, ComplaintSide } from '@hz/contract/complaints';
import type { z } from '@hz/contract/common/zod';
import type { conversationLine, evidenceDelivery, evidenceOrbit } from '@hz/contract/complaints';
import type { Transaction as Tx } from '../../db/client.ts';

/** A deal as the complaints module sees it (a design task now; a build project later). */
export interface ComplaintDeal {
  id: number;
  orders: string;
  title: string;
  /** The deal's page (where both sides see the complaint). */
  link: string;
  /** Whether the public may see the deal (a stranger is refused `forbidden` then, else `not_found`). */
  visible: boolean;
  clientId: number;
  /** The provider (the task's designer); null before one is chosen. */
  providerId: number | null;
  /** What is in escrow (fen). */
  amount: number;
  /** Why no complaint may open now (in Chinese), or null when one may. */
  refusal: string | null;
}

export interface ComplaintDecision {
  outcome: ComplaintOutcome;
  /** The provider's share in percent: 100 for a release, 0 for a refund. */
  percent: number;
  operatorId: number;
  reason: string;
}

/** What a decision moved, in fen. */
export interface ComplaintFigures {
  providerGets: number;
  clientGets: number;
  commission: number;
}

export interface ComplaintEvidence {
  deliveries: z.infer<typeof evidenceDelivery>[];
  orbits: z.infer<typeof evidenceOrbit>[];
}

/**
 * A kind of deal complaints can be about (decision 023). The kind's module registers it once
 * (`complaints.registerKind`, as `tasks/tasks-complaints.ts` does); every function runs inside the
 * complaint call's transaction. `open` and `decide` are given the deal locked by `load(tx, id, true)`.
 */
export interface ComplaintKindDef {
  kind: ComplaintKind;
  /** What the provider is called (设计师, 工厂). */
  providerName: string;
  /** The deal's page (both sides see the complaint there). */
  link(id: number): string;
  load(tx: Tx, id: number, lock: boolean): Promise<ComplaintDeal | undefined>;
  /** Moves the deal to its disputed state and pauses its timers. */
  open(tx: Tx, id: number, by: { memberId: number; side: ComplaintSide }): Promise<void>;
  /** Ends the dispute: the deal's transition and the ledger movement; returns what each side got. */
  decide(tx: Tx, id: number, d: ComplaintDecision): Promise<ComplaintFigures>;
  /** Attached automatically: the deal's deliveries and timeline. */
  evidence(tx: Tx, id: number): Promise<ComplaintEvidence>;
  /**
   * The deal's conversation, attached automatically. Hook for the per-deal conversation (built apart):
   * a kind without one returns nothing.
   */
  conversation?(tx: Tx, id: number): Promise<z.infer<typeof conversationLine>[]>;
}
