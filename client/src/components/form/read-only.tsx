// Read-only mode: inside a read-only region every kit field is disabled and every action that would
// change something (save, upload, remove, add) is not offered. The admin drives it from the signed-in
// user's role (a viewer reads, admin/shared/form/can-edit-provider.tsx); a form may also set it itself.
import { createContext, type ReactNode, useContext } from 'react';

const ReadOnlyContext = createContext(false);

export function ReadOnlyProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the surrounding form or region only shows its values. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/** Renders its children only where changes are allowed (save, upload, remove and add controls). */
export function EditOnly({ children }: { children: ReactNode }) {
  return useReadOnly() ? null : children;
}
