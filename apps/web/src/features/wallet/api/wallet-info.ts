import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { walletKey } from './wallet-keys.ts';

export type WalletInfo = CallData<'Member/walletInfo'>;

export const walletInfoKey = [...walletKey, 'info'] as const;

export function fetchWalletInfo(signal?: AbortSignal): Promise<WalletInfo> {
  return callApi('Member/walletInfo', {}, { signal });
}

/** Balances (available, escrow, withdrawing), invite figures, pay password state and withdrawal limits. */
export function useWalletInfo() {
  return useQuery({
    queryKey: walletInfoKey,
    queryFn: ({ signal }) => fetchWalletInfo(signal),
    staleTime: 0,
  });
}
