import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its migrated and seeded data folders, one per seed (support.ts, `startSite`). */
    e2eTemplates: string;
  }
}

/**
 * A folder for this run's site templates (`startSite` fills it the first time a seed is asked for),
 * removed at the end of the run: a template never outlives the code that made it.
 */
export default function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-e2e-templates-'));
  project.provide('e2eTemplates', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
