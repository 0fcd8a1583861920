/** Every cached answer of the search screens starts with this key. */
export const searchKey = ['search'] as const;
