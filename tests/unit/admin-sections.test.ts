// Admin sections are independent (issue #16): a file in client/src/admin/<section>/ imports only its own
// section, admin/shared, the app-level files directly in admin/ (hooks and frame), components, lib,
// queries, auth and core. What one section lends another is composed at the app level (for example
// admin/products-section.tsx puts the taxonomy's grids on the products screen).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const adminDir = path.join(root, 'client/src/admin');

/**
 * Imports that stay for now, each with its reason. The form kit (issue #16, the "forms" helper) moves
 * these form pieces into admin/shared/form or components/form; once moved, their entries match nothing
 * and can be deleted. Do not add entries for anything else: move the piece to admin/shared instead.
 */
const ALLOWED: Array<{ from: string; to: string; why: string }> = [
  { from: 'editor/', to: 'images/image-uploader', why: 'image uploader: moves with the form kit' },
  {
    from: 'products/',
    to: 'images/image-uploader',
    why: 'image uploader (thumbnailOf): moves with the form kit',
  },
  { from: 'editor/', to: 'products/product-form-fields', why: 'product form fields: move with the form kit' },
  {
    from: 'editor/',
    to: 'documents/upload-documents-dialog',
    why: 'upload documents dialog: moves with the form kit',
  },
  { from: 'specifications/', to: 'taxonomy/use-follow-field', why: 'slug-follows-name hook: the form kit' },
];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The section a file under client/src/admin belongs to, or null (admin/ itself, or admin/shared). */
function sectionOf(file: string): string | null {
  const rel = path.relative(adminDir, file);
  if (rel.startsWith('..')) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length === 0 || first === 'shared' ? null : first!;
}

function crossSectionImports(
  files = sourceFiles(adminDir).map((file) => ({ file, source: fs.readFileSync(file, 'utf8') })),
): string[] {
  const found: string[] = [];
  for (const { file, source } of files) {
    const own = sectionOf(file);
    if (!own) continue;
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      const other = sectionOf(`${target}.ts`);
      if (!other || other === own) continue;
      const from = path.relative(adminDir, file).split(path.sep).join('/');
      const to = path.relative(adminDir, target).split(path.sep).join('/');
      if (ALLOWED.some((a) => from.startsWith(a.from) && to === a.to)) continue;
      found.push(`${from} → ${to}`);
    }
  }
  return found;
}

describe('admin sections', () => {
  it('no admin section imports another (only admin/shared, the app-level admin files and components)', () => {
    expect(crossSectionImports()).toEqual([]);
  });

  it('the rule sees a cross import (a file in one section naming another section)', () => {
    const probe = {
      file: path.join(adminDir, 'brands', 'probe.tsx'),
      source:
        "import { RowActions } from '../shared/row-actions';\nimport { x } from '../pages/pages-page';\n",
    };
    expect(crossSectionImports([probe])).toEqual(['brands/probe.tsx → pages/pages-page']);
  });
});
