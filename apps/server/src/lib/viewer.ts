/** Who is looking at an object: a member (an operator sees everything), or nobody logged in. */
export type Viewer = { id: number; isadmin: boolean } | null;
