/** Every cached answer about 3D models starts with this key; an upload, edit or review invalidates them all. */
export const modelsKey = ['models'] as const;
