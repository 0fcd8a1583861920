/** Every cached answer of 联系我们 starts with this key. */
export const contactKey = ['contact'] as const;
