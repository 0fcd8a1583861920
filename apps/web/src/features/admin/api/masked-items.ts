import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type MaskedItems = CallData<'Admin/maskedItems'>;
export type MaskedAttempt = MaskedItems['listItem'][number];

export const MASKED_ITEMS_PAGE_SIZE = 10;

export const maskedItemsKey = (cardno: string, page: number) =>
  [...adminKey, 'maskedItems', { cardno, page }] as const;

/** One member's attempts, newest first: the item, and what was written in which field. */
export function useMaskedItems(cardno: string, page: number) {
  return useQuery({
    queryKey: maskedItemsKey(cardno, page),
    queryFn: ({ signal }) =>
      callApi('Admin/maskedItems', { cardno, page, pageSize: MASKED_ITEMS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
