import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishablePackages, root, workspacePackages } from '../workspace.mjs';

const changesets = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as {
  access: string;
  privatePackages: { version: boolean; tag: boolean };
};

describe('release configuration', () => {
  it('apps are private, so changesets never versions or publishes them', () => {
    const apps = workspacePackages().filter((p) => p.dir.includes('/apps/'));
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps) expect(app.manifest.private, app.manifest.name).toBe(true);
    expect(changesets.privatePackages).toEqual({ version: false, tag: false });
  });

  it('publishable packages are public ESM under the @carrier scope, with a README and only dist in the tarball', () => {
    const names = publishablePackages().map((p) => p.manifest.name as string);
    expect(names).toEqual(
      expect.arrayContaining(['@carrier/fnf-validation', '@carrier/http-client', '@carrier/design-system']),
    );
    expect(changesets.access).toBe('public');
    for (const { manifest } of publishablePackages()) {
      expect(manifest.name).toMatch(/^@carrier\//);
      expect(manifest.type).toBe('module');
      expect(manifest.files).toEqual(['dist', 'README.md']);
      expect(manifest.publishConfig).toEqual({ access: 'public' });
    }
  });

  it('internal dependencies of a publishable package are publishable too', () => {
    const publishable = new Set(publishablePackages().map((p) => p.manifest.name as string));
    for (const { manifest } of publishablePackages()) {
      for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
        if (dep.startsWith('@carrier/')) expect(publishable.has(dep), `${manifest.name} -> ${dep}`).toBe(true);
      }
    }
  });
});
