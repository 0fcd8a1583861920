import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';

/** 我的展会's key family (issue 31): the list and each plan. */
export const showsKey = ['shows'] as const;

/** 我的展会: every show the member takes part in. */
export function useMyShows() {
  return useQuery({
    queryKey: [...showsKey, 'mine'] as const,
    queryFn: ({ signal }) => callApi('Show/myShows', {}, { signal }),
  });
}

/** One show's plan: an exhibition (`exhibition` > 0) or a free-text show name. */
export function useShowPlan(key: CallBody<'Show/plan'> | undefined) {
  return useQuery({
    queryKey: [...showsKey, 'plan', key ?? {}] as const,
    queryFn: ({ signal }) => callApi('Show/plan', key!, { signal }),
    enabled: key !== undefined,
    placeholderData: keepPreviousData,
  });
}

export const joinShow = (body: CallBody<'Show/join'>) => callApi('Show/join', body);
/** 我要参展: the show joins the list. */
export const useJoinShow = () => useCallMutation(joinShow, [showsKey]);

export const leaveShow = (body: CallBody<'Show/leave'>) => callApi('Show/leave', body);
/** Removing a show added by hand. */
export const useLeaveShow = () => useCallMutation(leaveShow, [showsKey]);

/** The member's calendar feed URL (relative unless the server knows its public address). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: [...showsKey, 'calendar'] as const,
    queryFn: ({ signal }) => callApi('Show/calendar', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const resetCalendar = () => callApi('Show/calendarReset', {});
/** A new feed URL: the old one stops working. */
export const useResetCalendar = () => useCallMutation(resetCalendar, [showsKey]);

/** The feed's URL as a calendar app needs it: absolute. */
export const absoluteUrl = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

/** The models the member may use for a show (添加3D模型): their uploads, purchases and favourites. */
export function useShowModelChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...showsKey, 'modelChoices'] as const,
    queryFn: ({ signal }) => callApi('Show/modelChoices', {}, { signal }),
    enabled,
  });
}

export const addShowModel = (body: CallBody<'Show/modelAdd'>) => callApi('Show/modelAdd', body);
/** Uses a model for one of the member's shows (from the plan, or from the model's page). */
export const useAddShowModel = () => useCallMutation(addShowModel, [showsKey]);

export const removeShowModel = (body: CallBody<'Show/modelRemove'>) => callApi('Show/modelRemove', body);
/** Removes a model from a show plan. */
export const useRemoveShowModel = () => useCallMutation(removeShowModel, [showsKey]);
