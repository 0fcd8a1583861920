/** What a person sees of an identifier: the first 3 and last 4 characters, stars between. */
export const maskMiddle = (s: string) =>
  s.length > 7 ? `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}` : s;
