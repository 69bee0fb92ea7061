// PATCH sends only what changed: the validated values of the fields the person edited (react-hook-form's
// dirtyFields). A nested or array field that changed is sent whole.

export function changedValues<T extends Record<string, unknown>>(
  dirtyFields: Partial<Record<keyof T, unknown>>,
  values: T,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (isDirty(dirtyFields[key])) changed[key] = values[key];
  }
  return changed;
}

function isDirty(flag: unknown): boolean {
  if (flag === true) return true;
  if (Array.isArray(flag)) return flag.some(isDirty);
  if (flag && typeof flag === 'object') return Object.values(flag).some(isDirty);
  return false;
}
