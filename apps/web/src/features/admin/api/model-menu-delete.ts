import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { menusTreeKey } from '../../models/api/menus-tree.ts';

/** Deletes a 3D model category that holds no model and no child (the server refuses otherwise). */
export function modelMenuDelete(body: CallBody<'Admin/modelMenuDelete'>) {
  return callApi('Admin/modelMenuDelete', body);
}

export function useModelMenuDelete() {
  return useCallMutation(modelMenuDelete, [menusTreeKey]);
}
