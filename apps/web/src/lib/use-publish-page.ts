import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LocalDraft } from './local-draft.ts';

export type PublishTab = 'form' | 'mine';

/**
 * The state of a publish screen (`/uploadExhibition`, `/uploadConvention`): the tab (`?tab=mine`), the
 * item being edited (`?id=N`), the page of 我的发布 (`?mpage=N`), what was just submitted (`done`) and
 * the draft kept in this browser, offered on arrival only.
 */
export function usePublishPage<Done, Values>(draft: LocalDraft<Values>) {
  const [params, setParams] = useSearchParams();
  const tab: PublishTab = params.get('tab') === 'mine' ? 'mine' : 'form';
  const id = Number(params.get('id'));
  const editId = Number.isInteger(id) && id > 0 ? id : undefined;
  const minePage = Math.max(1, Number(params.get('mpage')) || 1);
  const [done, setDone] = useState<Done>();
  // read once: a restored draft is offered on arrival only
  const [saved] = useState(() => (editId ? undefined : draft.read()));
  // a new key gives 继续发布 a fresh form
  const [formKey, setFormKey] = useState(0);

  return {
    params,
    setParams,
    tab,
    editId,
    minePage,
    done,
    setDone,
    formKey,
    /** The draft to start the form with: only the first form of the visit restores one. */
    restored: formKey === 0 ? saved : undefined,
    /** 继续发布: a new, empty form. */
    again: () => {
      setDone(undefined);
      setFormKey((k) => k + 1);
      setParams(new URLSearchParams());
    },
    showTab: (key: string) => {
      setDone(undefined);
      setParams(key === 'mine' ? new URLSearchParams({ tab: 'mine' }) : new URLSearchParams());
    },
  };
}
