/** Every cached answer about design tasks starts with this key; a publish or an action invalidates them all. */
export const tasksKey = ['tasks'] as const;
