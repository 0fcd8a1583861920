import { PERSON_CENTRE_LAYOUT, PERSON_CENTRE_SCREENS } from './person-centre-screens.ts';

/**
 * The modules the server renders pages with, loaded ahead of the first visitor (the server calls `warmUp`
 * at start-up), so that the first render is not the one that pays for loading them. Two lists: the public
 * pages' screens and parts here (what `pageModules` in entry-server.tsx names per URL), and the person
 * centre's, read from its table (person-centre-screens.ts). The bundler needs a module's path written out
 * to bundle it for `import()`: `import.meta.glob` with literal paths, and every page of the features, which
 * the route table imports anyway.
 */
const PUBLIC = import.meta.glob(
  [
    '../../features/site/pages/main-page.tsx',
    '../../features/site/pages/not-found-page.tsx',
    '../../features/listings/pages/exhibition-page.tsx',
    '../../features/listings/pages/actvity-page.tsx',
    '../../features/listings/components/listing-list.tsx',
    '../../features/listings/components/listing-detail.tsx',
    '../../features/spaces/pages/convention-space-page.tsx',
    '../../features/spaces/pages/space-info-page.tsx',
    '../../features/people/pages/designer-page.tsx',
    '../../features/people/pages/supplier-page.tsx',
    '../../features/people/pages/designer-work-page.tsx',
    '../../features/people/pages/supplier-work-page.tsx',
    '../../features/people/pages/design-item-page.tsx',
    '../../features/models/pages/model-center-page.tsx',
    '../../features/models/pages/model-detail-page.tsx',
    '../../features/search/pages/search-page.tsx',
    '../../app/task-hall-screen.tsx',
    '../../features/tasks/pages/task-hall-page.tsx',
    '../../features/contests/pages/contest-hall-page.tsx',
    '../../features/contests/pages/contest-detail-page.tsx',
    '../../features/price-guide/pages/price-guide-page.tsx',
    '../../features/projects/pages/project-hall-page.tsx',
    '../../features/tasks/pages/publish-detail-page.tsx',
    '../../features/projects/pages/work-detail-page.tsx',
    // the deal pages' parties' panels, loaded on their own (a member's deal page, decision 066)
    '../../features/projects/components/quote-comparison.tsx',
    '../../features/projects/components/after-award.tsx',
    '../../features/projects/components/permit-panel.tsx',
    '../../features/tasks/components/task-complaint.tsx',
    '../../features/tasks/components/task-conversation.tsx',
    '../../features/tasks/components/applicants.tsx',
    // the message centre (a member's own screen, decision 066)
    '../../features/messages/pages/message-page.tsx',
    '../../features/messages/components/consult-thread.tsx',
    '../../features/messages/components/message-pager.tsx',
  ],
  { eager: false },
);
const PERSON_CENTRE = import.meta.glob(
  ['../layouts/person-center-layout.tsx', '../../features/*/pages/*-page.tsx'],
  { eager: false },
);

/** A glob's key (relative to this folder) as the app names a module (`src/…`, as the build's manifest). */
const appPath = (key: string) => new URL(key, 'file:///src/app/ssr/').pathname.slice(1);
const bundled = new Map(
  Object.entries({ ...PUBLIC, ...PERSON_CENTRE }).map(([key, load]) => [appPath(key), load]),
);

/** Every module the server renders with: the public pages', then the person centre's layout and screens. */
export const SERVER_RENDERED_MODULES: readonly string[] = [
  ...Object.keys(PUBLIC).map(appPath),
  PERSON_CENTRE_LAYOUT,
  ...Object.values(PERSON_CENTRE_SCREENS),
];

/** Loads every module in `SERVER_RENDERED_MODULES`; one the bundler did not bundle is an error. */
export async function warmUp(): Promise<void> {
  await Promise.all(
    SERVER_RENDERED_MODULES.map((module) => {
      const load = bundled.get(module);
      if (!load) throw new Error(`warmUp: ${module} is not bundled (app/ssr/warm-up.ts)`);
      return load();
    }),
  );
}
