/**
 * Fills one PostgreSQL database with N rows of each searched kind (issue 34 point 4): listings, design
 * tasks, build projects, designers (and as many factories), 3D models, from the benches' own generators
 * (bench/*-data.ts), adding to what is there up to N of each. The search-at-size bench
 * (bench/search-million.ts) measures it with `--existing=URL`.
 *
 *   npx tsx apps/server/bench/search-million-data.ts --into=postgres://…/db [--rows=1000000] [--kinds=listings,tasks,…]
 */
import { openPostgres } from '../src/db/client.ts';
import { addListings } from './listings-data.ts';
import { addModels } from './models-data.ts';
import { addPeople } from './people-data.ts';
import { addProjects } from './projects-data.ts';
import { addTasks } from './tasks-data.ts';

const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const into = opt('into');
if (!into?.startsWith('postgres')) throw new Error('--into=postgres://…');
const n = Number(opt('rows') ?? 1_000_000);
const kinds = (opt('kinds') ?? 'listings,tasks,projects,people,models').split(',');
const database = await openPostgres(into);
const count = async (sql: string) => Number((await database.query<{ n: string }>(sql))[0]!.n);
const STEP = 100_000;

const fills: Record<
  string,
  { have: () => Promise<number>; add: (from: number, to: number) => Promise<number> }
> = {
  listings: {
    have: () => count('SELECT count(*) AS n FROM listings'),
    add: (f, t) => addListings(database, f, t),
  },
  tasks: { have: () => count('SELECT count(*) AS n FROM tasks'), add: (f, t) => addTasks(database, f, t) },
  projects: {
    have: () => count('SELECT count(*) AS n FROM projects'),
    add: (f, t) => addProjects(database, f, t, { quotes: 5, lines: 10 }),
  },
  people: {
    have: () => count("SELECT count(*) AS n FROM profiles WHERE kind = 'designer'"),
    add: (f, t) => addPeople(database, f, t),
  },
  models: { have: () => count('SELECT count(*) AS n FROM models'), add: (f, t) => addModels(database, f, t) },
};
for (const kind of kinds) {
  const fill = fills[kind];
  if (!fill) throw new Error(`unknown kind ${kind}`);
  for (let have = await fill.have(); have < n; have = await fill.have()) {
    const to = Math.min(n, have + STEP);
    const seconds = await fill.add(have, to);
    console.log(`${kind}: ${have} → ${to} in ${seconds.toFixed(1)} s`);
  }
}
await database.close();
