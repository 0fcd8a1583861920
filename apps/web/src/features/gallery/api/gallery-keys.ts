/** Every cached answer about booth photos starts with this key; an upload invalidates them all. */
export const galleryKey = ['gallery'] as const;
