import { Tooltip as T } from 'radix-ui';
import type * as React from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../../core/constants';

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </T.Provider>
  );
}

export function Tooltip({ content, children }: { content: React.ReactNode; children: React.ReactElement }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          sideOffset={4}
          className="z-[70] rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow"
        >
          {content}
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
