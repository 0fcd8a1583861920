import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { adminKey } from './admin-keys.ts';

/** Handles a reported consultation (warned or dismissed) with a note; audit-logged, the reporter told. */
export function handleConsultReport(body: CallBody<'Admin/consultReportHandle'>) {
  return callApi('Admin/consultReportHandle', body);
}

export function useHandleConsultReport() {
  // the report moves between the tabs and the audit log gains an entry
  return useCallMutation(handleConsultReport, [adminKey]);
}
