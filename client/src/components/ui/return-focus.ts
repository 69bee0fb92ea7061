// Radix returns focus on close only to a Dialog.Trigger; our dialogs are opened from row buttons and
// menus by state, so without this focus fell to <body> after every dialog. The content remembers what
// had focus when it opened (its first render comes before Radix moves focus in) and gives it back.
// When the opener is gone (the row was deleted, the cookie banner answered), focus goes to the page's
// main landmark (`#main`, tabIndex -1, the skip link's target) rather than to <body>.
import { useCallback, useState } from 'react';

/** The id of the main landmark in the admin shell and the public layout (the skip link's target). */
export const MAIN_ID = 'main';

export function focusMain(): boolean {
  const main = document.getElementById(MAIN_ID);
  if (!main) return false;
  main.focus({ preventScroll: true });
  return document.activeElement === main;
}

export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return useCallback(
    (event: Event) => {
      // Focusing a tab selects it: a dialog opened while a tab had focus must not switch the view back.
      if (opener?.getAttribute('role') === 'tab') return;
      if (opener && opener !== document.body && opener.isConnected) {
        event.preventDefault();
        opener.focus();
        // The close may also remove the opener a moment later (a banner answered by the dialog): then
        // focus would drop to <body> with nothing to take it.
        setTimeout(() => {
          if (!opener.isConnected && (document.activeElement === document.body || !document.activeElement))
            focusMain();
        }, 0);
        return;
      }
      // Only when nothing else took focus (an outer dialog closing at the same time gives it to its opener).
      const current = document.activeElement;
      if ((!current || current === document.body || !current.isConnected) && focusMain())
        event.preventDefault();
    },
    [opener],
  );
}
