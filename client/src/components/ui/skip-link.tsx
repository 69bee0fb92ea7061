// "Skip to content": the first focusable element of the admin shell and of the public layout. It moves
// focus to the main landmark (id "main", tabIndex -1) without changing the address; without JavaScript
// the #main fragment does the same.
import { focusMain, MAIN_ID } from './return-focus';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        if (!focusMain()) return;
        event.preventDefault();
        document.getElementById(MAIN_ID)?.scrollIntoView();
      }}
      className="sr-only print:hidden focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900 focus:shadow focus:ring-2 focus:ring-brand-500"
    >
      Skip to content
    </a>
  );
}
