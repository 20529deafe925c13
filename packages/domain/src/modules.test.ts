import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { moduleScreens } from './demo/modules';
import { codeModules } from './modules';

describe('the module table', () => {
  it('gives every contract group to exactly one module', () => {
    const owned = codeModules.flatMap((module) => module.groups);
    expect([...owned].sort()).toEqual(Object.keys(contract).sort());
  });

  it('names each module, folder and route section once', () => {
    const names = codeModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const sections = codeModules.flatMap((module) => module.sections);
    expect(new Set(sections).size).toBe(sections.length);
  });

  it('says which spec modules its calls ask for, and those are the spec’s', () => {
    const specRoutes: string[] = moduleScreens.map((module) => module.route);
    for (const module of codeModules) {
      const asked = new Set(
        module.groups.flatMap((group) =>
          Object.values(contract[group]).flatMap((call) => (call.module ? [call.module] : [])),
        ),
      );
      expect([...asked].sort(), module.name).toEqual([...module.permissionModules].sort());
      for (const route of module.permissionModules) expect(specRoutes, module.name).toContain(route);
    }
  });
});
