import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';

export type PriceGuide = CallData<'Price/guide'>;
export type PriceRef = CallData<'Price/ref'>;
export type PriceCellView = PriceGuide['cells'][number];
type RefBody = CallBody<'Price/ref'>;

export const pricesKey = ['prices'] as const;
export const priceGuideKey = [...pricesKey, 'guide'] as const;
export const priceRefKey = (body: RefBody | null) => [...pricesKey, 'ref', body] as const;
export const projectPriceRefKey = (id: number) => [...pricesKey, 'project', id] as const;

/** `Price/guide`: every published cell of the price references (public; the page /priceGuide). */
export function fetchPriceGuide(signal?: AbortSignal) {
  return callApi('Price/guide', {}, { signal });
}

export function usePriceGuide() {
  return useQuery({
    queryKey: priceGuideKey,
    queryFn: ({ signal }) => fetchPriceGuide(signal),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** `Price/ref`: the reference for a booth not yet published (the wizard's budget step); null: not asked. */
export function usePriceRef(body: RefBody | null) {
  return useQuery({
    queryKey: priceRefKey(body),
    queryFn: ({ signal }) => callApi('Price/ref', body!, { signal }),
    enabled: body !== null,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** `Price/projectRef`: the reference for a project (the comparison, the factory's quotation). */
export function useProjectPriceRef(id: number, enabled = true) {
  return useQuery({
    queryKey: projectPriceRefKey(id),
    queryFn: ({ signal }) => callApi('Price/projectRef', { id }, { signal }),
    enabled: enabled && id > 0,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
