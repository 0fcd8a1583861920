/** Every cached answer about convention spaces starts with this key; a publish or edit invalidates them all. */
export const spacesKey = ['spaces'] as const;
