/** Every cached answer about complaints starts with this key; a complaint or a statement invalidates them all. */
export const complaintsKey = ['complaints'] as const;
