/** `2026-05-01 至 2026-05-03`, or the one day. */
export const dateSpan = (s: string, e: string) => (s && e && s !== e ? `${s} 至 ${e}` : s || e);

/** The review state of moderated content (`checked`: 0 pending, 1 approved, 2 rejected) as a tag. */
export const reviewStates: Record<number, { text: string; color: string }> = {
  0: { text: '审核中', color: 'orange' },
  1: { text: '已通过', color: 'green' },
  2: { text: '未通过', color: 'red' },
};

/** The tag of a `checked` value; an unknown one reads as pending. */
export const reviewState = (checked: number) => reviewStates[checked] ?? { text: '审核中', color: 'orange' };
