/**
 * The paths of the public pages the server renders (decision 041): their titles and descriptions are in
 * head.ts (`serverRenderedPages`, typed by this list, so that the two cannot differ). A module of its own so
 * that the browser decides whether a navigation's page has a server-style head (app/document-title.ts)
 * without loading head.ts and the features' query helpers it imports.
 */
export const renderedPaths = [
  '/mainPage',
  '/exhibition',
  '/actvity',
  '/conventionSpace',
  '/conventionSpace/spaceInfo',
  '/designer',
  '/supplier',
  '/designerWork',
  '/supplierWork',
  '/designItem',
  '/model/modelCenter',
  '/model/modelDetail',
  '/taskHall',
  '/projectHall',
  '/publishDetail',
  '/workDetail',
  '/contestDetail',
  '/priceGuide',
  '/search/search',
] as const;

export type RenderedPath = (typeof renderedPaths)[number];

const known: ReadonlySet<string> = new Set(renderedPaths);

export const isRenderedPath = (pathname: string): pathname is RenderedPath => known.has(pathname);
