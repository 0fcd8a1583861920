import { useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';

export const noticeSettingsKey = ['notices', 'settings'] as const;

/** The member's 通知设置; polled while a WeChat binding code is on screen (`poll`), to see the scan land. */
export function useNoticeSettings(poll = false) {
  return useQuery({
    queryKey: noticeSettingsKey,
    queryFn: ({ signal }) => callApi('Notice/settings', {}, { signal }),
    refetchInterval: poll ? 3000 : false,
  });
}

export const saveNoticeSettings = (body: CallBody<'Notice/saveSettings'>) =>
  callApi('Notice/saveSettings', body);
/** Saving answers the settings as saved: the cached ones are asked again. */
export const useSaveNoticeSettings = () => useCallMutation(saveNoticeSettings, [noticeSettingsKey]);

export const wechatQr = (_: undefined) => callApi('Notice/wechatQr', {});
export const useWechatQr = () => useCallMutation(wechatQr, []);

export const wechatUnbind = (_: undefined) => callApi('Notice/wechatUnbind', {});
export const useWechatUnbind = () => useCallMutation(wechatUnbind, [noticeSettingsKey]);
