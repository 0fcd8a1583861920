import type { QueryKey } from '@tanstack/react-query';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { projectsKey } from './project-info.ts';

/**
 * A project action's mutation: the screen shows its own errors (`meta.silent`), and afterwards every cached
 * answer about projects (the detail, the lists, the drafts) is asked again, with `also`.
 */
export const useProjectMutation = <Body, Data>(fn: (body: Body) => Promise<Data>, also: QueryKey[] = []) =>
  useCallMutation(fn, [projectsKey, ...also]);
