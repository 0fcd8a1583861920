import type { QueryKey } from '@tanstack/react-query';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { contestsKey } from './contest-info.ts';

/**
 * A contest action's mutation: the screen shows its own errors (`meta.silent`), and afterwards every cached
 * answer about contests (the detail, its entries, the lists) is asked again, with `also` (e.g. the wallet).
 */
export const useContestMutation = <Body, Data>(fn: (body: Body) => Promise<Data>, also: QueryKey[] = []) =>
  useCallMutation(fn, [contestsKey, ...also]);
