/** What a person sees of an identifier: the first 3 and last 4 characters, stars between. */
export const maskMiddle = (s: string) =>
  s.length > 7 ? `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}` : s;

/**
 * How a member is named to the public (a photo's uploader): the nickname, else the name with all but its
 * first character hidden (`王**`), else 会展通会员; never the mobile or the member number.
 */
export function publicName(m: { nickname: string; name: string }): string {
  const nick = m.nickname.trim();
  if (nick) return nick;
  const name = [...m.name.trim()];
  if (name.length) return `${name[0]}${'*'.repeat(Math.max(1, name.length - 1))}`;
  return '会展通会员';
}
