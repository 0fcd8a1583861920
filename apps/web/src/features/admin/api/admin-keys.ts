/** Every cached answer of the operator console starts with this key; a change invalidates them all. */
export const adminKey = ['admin'] as const;
