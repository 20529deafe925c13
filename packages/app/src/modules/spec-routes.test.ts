// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtModules, codeModule } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { appModules } from '.';

// The spec sits in the `shared` folder beside the repository, here and in CI.
const specFile = fileURLToPath(new URL('../../../../../shared/spec/SPEC.md', import.meta.url));

const routePattern = /(?<![\w/])\/[a-z-]*(?:\/[a-z-]+)*/g;

/**
 * Every route SPEC §2 names, from its three notations: full paths; "perfiles, empleados: listado, nuevo, modificar";
 * and "/complejos/listado, /nuevo, /torres/asociar;", where the paths after the first of a group are relative.
 */
const specRoutes = (spec: string): Set<string> => {
  const section = spec.slice(spec.indexOf('\n## 2.'), spec.indexOf('\n## 3.'));
  const routes = new Set<string>();
  for (const line of section.split('\n').map((text) => text.replace(/^- /, ''))) {
    const named = /^([a-z]+(?:, [a-z]+)*): (.*)$/.exec(line);
    if (named) {
      for (const name of named[1]!.split(', ')) {
        for (const [step] of named[2]!.matchAll(/(?<![\w/])[a-z]+(?![\w/])/g)) {
          if (step !== 'plus' && step !== 'and') routes.add(`/${name}/${step}`);
        }
      }
      for (const [path] of named[2]!.matchAll(routePattern)) routes.add(path);
      continue;
    }
    const grouped = line.includes(';');
    for (const group of line.split(';')) {
      let base: string | undefined;
      for (const [path] of group.matchAll(routePattern)) {
        if (grouped && base !== undefined) {
          routes.add(`${base}${path}`);
          continue;
        }
        routes.add(path);
        if (grouped && path.split('/').length > 2) base = `/${path.split('/')[1]}`;
      }
    }
  }
  return routes;
};

/**
 * SPEC §2 writes the towers of a complejo as /complejos/torres/asociar (master) and as "torres, asociar"
 * (administrator); the app has one screen for them, /complejos/torres, which the e2e tests open by that path.
 */
const knownGaps = ['/complejos/torres/asociar', '/complejos/asociar'];

describe('the route tables against SPEC §2', () => {
  const spec = specRoutes(readFileSync(specFile, 'utf8'));

  it('reads the spec’s routes', () => {
    for (const path of ['/', '/change', '/complejos/torres/asociar', '/residentes/apartamentos/asociar']) {
      expect(spec).toContain(path);
    }
    expect(spec).toContain('/areascomunes/modificar');
  });

  it('has a route table for every built module with screens (domain/src/modules.ts), and for no other', () => {
    const withScreens = builtModules.filter((module) => module.screens).map((module) => module.name);
    expect(appModules.map((module) => module.name).sort()).toEqual(withScreens.sort());
  });

  it('has every spec route of a built module in that module’s table', () => {
    const missing = appModules.flatMap((module) => {
      const paths = new Set(module.routes.map((route) => route.path));
      const owned = new Set(codeModule(module.name)?.sections);
      return [...spec].filter((path) => owned.has(path.split('/')[1]!) && !paths.has(path));
    });
    expect(missing.sort()).toEqual([...knownGaps].sort());
  });
});
