// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { codeModule } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));

/** The title of every story file under a folder, with the module folder it sits in. */
const titlesUnder = (root: string) =>
  readdirSync(`${packagesDir}${root}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => ({
      file: `${root}${file}`,
      folder: file.split('/')[0]!,
      // The meta's title, not a fixture's («title: 'Aviso'» of a notice above the meta).
      title: /^const meta = \{\s+title: '([^']+)'/m.exec(readFileSync(`${packagesDir}${root}${file}`, 'utf8'))?.[1],
    }));

/** Stories go under their module's Spanish title (domain/src/modules.ts), so each module is one branch of the tree. */
describe('story titles', () => {
  it('puts every screen under Pantallas/<the title of the module whose folder holds it>', () => {
    const stories = titlesUnder('screens/src/').filter((story) => story.folder !== 'shared');
    expect(stories.length).toBeGreaterThan(30);
    for (const story of stories) {
      const module = codeModule(story.folder);
      expect(module, `${story.file}: la carpeta no es un módulo de domain/src/modules.ts`).toBeDefined();
      expect(story.title, story.file).toMatch(new RegExp(`^Pantallas/${module!.title}/[A-Za-z]+$`));
    }
  });

  it('puts every flow of the app under Flujos/<the title of its module>', () => {
    const flows = titlesUnder('app/src/modules/');
    expect(flows.length).toBeGreaterThan(0);
    for (const flow of flows) {
      expect(flow.title, flow.file).toMatch(new RegExp(`^Flujos/${codeModule(flow.folder)!.title}/`));
    }
  });
});
