// The admin's read-only mode (#16): a viewer sees every form with its fields disabled and without save,
// upload, remove or add controls. The shell wraps each section in it; kit fields and EditOnly read it.
import type { ReactNode } from 'react';
import { ReadOnlyProvider } from '../../../components/form/read-only';
import { useCanEdit } from '../../use-can-edit';

export function CanEditProvider({ children }: { children: ReactNode }) {
  return <ReadOnlyProvider readOnly={!useCanEdit()}>{children}</ReadOnlyProvider>;
}
