// The floating Add/Import/Export buttons of a list screen (PROD-39). They must never cover a row's
// buttons (issue #16): on wide screens they float at the bottom right and the page keeps a right-hand
// gutter as wide as them, so no content runs underneath; below the lg breakpoint they are not floating
// at all but sit in a row under the page header.
import type * as React from 'react';

/** The round button style of a floating action. */
export const floatingButton = 'h-12 w-12 rounded-full bg-white shadow-lg';

export function WithFloatingActions({
  actions,
  children,
}: {
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <div
        data-testid="floating-actions"
        className="mb-4 flex justify-end gap-2 lg:fixed lg:bottom-6 lg:right-6 lg:z-20 lg:mb-0 lg:flex-col"
      >
        {actions}
      </div>
      <div className="lg:pr-16" data-testid="floating-gutter">
        {children}
      </div>
    </>
  );
}
