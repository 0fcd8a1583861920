import { useOutletContext } from 'react-router';

/** What the console layout (app/layouts/admin-layout.tsx) hands its screens: the operator signed in. */
export interface OperatorContext {
  operator: { cardno?: string };
}

export function useOperator(): OperatorContext['operator'] {
  return useOutletContext<OperatorContext | undefined>()?.operator ?? {};
}
