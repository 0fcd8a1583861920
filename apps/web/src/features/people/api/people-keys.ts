/**
 * Every cached answer about designers, factories, their works, cases and services starts with this key;
 * a publish, an edit, a deletion or an operator's decision invalidates them all.
 */
export const peopleKey = ['people'] as const;
