// One way to write a form (#16, docs/conventions.md "A form"): outside the form kit no client file builds
// a react-hook-form form itself (`useForm`, `zodResolver`): forms come from `useSchemaForm` with the shared
// schema, so their limits, required marks and messages cannot drift from the server's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const clientSrc = path.join(root, 'client/src');
const kit = path.join(clientSrc, 'components/form');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === kit ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('#16: forms are built from the form kit', () => {
  it('no client file outside components/form calls useForm or zodResolver itself', () => {
    const offenders = sources(clientSrc).filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return /\buseForm\s*[<(]|\bzodResolver\b/.test(source);
    });
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
  it('no admin or sign-in screen wires a checkbox by hand: it is a kit field (CheckboxField, ChoiceListField) or uses the kit wiring', () => {
    // Checkboxes that are not form values: selecting rows of a list for a bulk action.
    const notFormValues = new Set(['client/src/admin/media/media-page.tsx']);
    const offenders = [...sources(path.join(clientSrc, 'admin')), ...sources(path.join(clientSrc, 'auth'))]
      .map((file) => path.relative(root, file))
      .filter((file) => !notFormValues.has(file))
      .filter((file) => {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        return /<Checkbox\b|type="checkbox"/.test(source) && !/\buseFieldWiring\(/.test(source);
      });
    expect(offenders).toEqual([]);
  });
});
