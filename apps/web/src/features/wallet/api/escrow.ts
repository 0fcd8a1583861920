import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { walletKey } from './wallet-keys.ts';

export type Escrow = CallData<'Bills/escrow'>;
export type EscrowItem = Escrow['listItem'][number];

/** Under `walletKey`: every movement that invalidates the wallet refreshes it too. */
export const escrowKey = [...walletKey, 'escrow'] as const;

/** 托管中 by order: what the member paid in and is held, and what others hold to pay the member (待结算). */
export function useEscrow() {
  return useQuery({
    queryKey: escrowKey,
    queryFn: ({ signal }) => callApi('Bills/escrow', {}, { signal }),
    staleTime: 0,
  });
}
