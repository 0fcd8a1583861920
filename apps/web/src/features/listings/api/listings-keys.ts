/** Every cached answer about listings starts with this key; a publish or edit invalidates them all. */
export const listingsKey = ['listings'] as const;
