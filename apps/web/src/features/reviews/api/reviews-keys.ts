/**
 * Every cached answer about reviews starts with this key; writing or changing a review invalidates them
 * all (the lists, the task's review state, and a designer's page once both are published).
 */
export const reviewsKey = ['reviews'] as const;
