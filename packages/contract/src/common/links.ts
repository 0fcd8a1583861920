/**
 * The site page of one item of each kind (the seed's route table, query-string ids). The server writes
 * them into lists and messages; the web resolves the same paths (apps/web/src/config/paths.ts).
 *
 * People (issue 12): a work opens on `/designItem?id=`; a build case on its factory's page
 * `/supplierWork?case=` (the seed has no case route: the company page opens with the case shown, and
 * names its `cardno` itself); a service on `/personCenter/serviceDetail?id=`.
 */
export const itemLinks = {
  huizhan: (id: number) => `/exhibition?id=${id}`,
  huiyi: (id: number) => `/actvity?id=${id}`,
  hycd: (id: number) => `/conventionSpace/spaceInfo?id=${id}`,
  photo: (id: number) => `/exhibitionBooth?id=${id}`,
  work: (id: number) => `/designItem?id=${id}`,
  case: (id: number) => `/supplierWork?case=${id}`,
  service: (id: number) => `/personCenter/serviceDetail?id=${id}`,
  task: (id: number) => `/publishDetail?id=${id}`,
  model: (id: number) => `/model/modelDetail?id=${id}`,
  project: (id: number) => `/workDetail?id=${id}`,
  contest: (id: number) => `/contestDetail?id=${id}`,
} as const;

export type LinkedKind = keyof typeof itemLinks;

/** The public page of a profile, by its member number: a designer's portfolio, a factory's company page. */
export const profileLinks = {
  designer: (cardno: string) => `/designerWork?cardno=${cardno}`,
  factory: (cardno: string) => `/supplierWork?cardno=${cardno}`,
} as const;
