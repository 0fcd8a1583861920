import type { QueryKey } from '@tanstack/react-query';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { tasksKey } from './tasks-keys.ts';

/**
 * A task action's mutation: the screen shows its own errors (`meta.silent`), and afterwards every cached
 * answer about tasks (the detail, the lists, the hall) is asked again, with `also` (e.g. the wallet).
 */
export const useTaskMutation = <Body, Data>(fn: (body: Body) => Promise<Data>, also: QueryKey[] = []) =>
  useCallMutation(fn, [tasksKey, ...also]);
