/** Every cached answer of the home page's sections starts with this key. */
export const homeKey = ['home'] as const;
