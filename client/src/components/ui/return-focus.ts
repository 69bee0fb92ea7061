// Radix returns focus on close only to a Dialog.Trigger; our dialogs are opened from row buttons and
// menus by state, so without this focus fell to <body> after every dialog. The content remembers what
// had focus when it opened (its first render comes before Radix moves focus in) and gives it back.
import { useCallback, useState } from 'react';

export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return useCallback(
    (event: Event) => {
      if (!opener || opener === document.body || !opener.isConnected) return;
      // Focusing a tab selects it: a dialog opened while a tab had focus must not switch the view back.
      if (opener.getAttribute('role') === 'tab') return;
      event.preventDefault();
      opener.focus();
    },
    [opener],
  );
}
