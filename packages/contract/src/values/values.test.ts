import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as favorites from '../favorites.ts';
import * as gallery from '../gallery.ts';
import * as listings from '../listings.ts';
import * as models from '../models.ts';
import * as people from '../people.ts';
import * as complaints from '../complaints.ts';
import * as contests from '../contests.ts';
import * as projects from '../projects.ts';
import * as spaces from '../spaces.ts';
import * as tasks from '../tasks.ts';
import * as wallet from '../wallet.ts';
import * as money from '../common/money.ts';
import * as favoriteValues from './favorites.ts';
import * as galleryValues from './gallery.ts';
import * as listingValues from './listings.ts';
import * as modelValues from './models.ts';
import * as peopleValues from './people.ts';
import * as complaintValues from './complaints.ts';
import * as contestValues from './contests.ts';
import * as projectValues from './projects.ts';
import * as spaceValues from './spaces.ts';
import * as taskValues from './tasks.ts';
import * as walletValues from './wallet.ts';
import * as moneyValues from './money.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** The specifiers of a file's imports and re-exports (static and dynamic), type-only ones included. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

describe('contract values (the schema-free part of the contract a page imports)', () => {
  it('import nothing but each other and the zod-free states', () => {
    expect(sources.length).toBeGreaterThanOrEqual(7);
    for (const file of sources) {
      for (const spec of specifiers(readFileSync(path.join(dir, file), 'utf8'))) {
        // a sibling here, common/states.ts or common/idcard.ts (plain functions); never zod, a schema
        // module or the region tree
        const ok =
          (/^\.\/[\w-]+\.ts$/.test(spec) && !spec.endsWith('.test.ts')) ||
          spec === '../common/states.ts' ||
          spec === '../common/idcard.ts';
        expect(ok, `${file} imports ${spec}`).toBe(true);
      }
    }
  });

  it('finds an import the rule refuses', () => {
    expect(specifiers("import { z } from '../common/zod.ts';\nexport * from './x.ts';")).toEqual([
      '../common/zod.ts',
      './x.ts',
    ]);
  });

  it('are the very values the domain modules export (re-exported, not copied)', () => {
    const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
      [listingValues, listings],
      [favoriteValues, favorites],
      [galleryValues, gallery],
      [modelValues, models],
      [peopleValues, people],
      [spaceValues, spaces],
      [taskValues, tasks],
      [projectValues, projects],
      [complaintValues, complaints],
      [contestValues, contests],
      [walletValues, wallet],
      [moneyValues, money],
    ];
    for (const [values, domain] of pairs) {
      for (const [name, value] of Object.entries(values)) expect(domain[name], name).toBe(value);
    }
    expect(listings.listingKind.options).toEqual([...listingValues.listingKinds]);
    expect(favorites.favoriteKind.options).toEqual([...favoriteValues.favoriteKinds]);
  });
});
