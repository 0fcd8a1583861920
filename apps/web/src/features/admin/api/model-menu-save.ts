import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { menusTreeKey } from '../../models/api/menus-tree.ts';

/** Adds a 3D model category (no `id`), or renames, moves or hides one; answers the whole tree. */
export function modelMenuSave(body: CallBody<'Admin/modelMenuSave'>) {
  return callApi('Admin/modelMenuSave', body);
}

export function useModelMenuSave() {
  // the tree the library, the upload form and this screen show
  return useCallMutation(modelMenuSave, [menusTreeKey]);
}
