// "Move up" / "Move down" for a list the keyboard can reorder (gallery items, FAQs). Two rules:
// - Focus stays on the pressed button after the move, although React moves the row in the DOM (which
//   drops focus) and the list re-renders from the server's answer.
// - A move that cannot happen (first item up, last item down, a featured image below a plain one) is
//   aria-disabled with its reason (title for the pointer, a described-by text for screen readers)
//   rather than `disabled`: the button keeps focus when a move makes it the last, and says why.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from './button';

export type MoveDirection = -1 | 1;

export interface MoveButtonsProps {
  /** Accessible names of the two buttons. */
  upLabel: string;
  downLabel: string;
  /** Why the item cannot move up / down, or null when it can. */
  upBlocked: string | null;
  downBlocked: string | null;
  /** The item's position in the list: when it changes after a press, the pressed button gets focus back. */
  position: number;
  /** A move is being saved: presses are ignored meanwhile (the buttons stay focusable). */
  pending?: boolean;
  onMove: (direction: MoveDirection) => void;
}

export function MoveButtons({
  upLabel,
  downLabel,
  upBlocked,
  downBlocked,
  position,
  pending = false,
  onMove,
}: MoveButtonsProps) {
  const id = useId();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ direction: MoveDirection; from: number; started: boolean } | null>(null);

  useLayoutEffect(() => {
    const press = pressed.current;
    if (!press) return;
    if (position !== press.from) {
      pressed.current = null;
      const button = press.direction === -1 ? up.current : down.current;
      if (button && document.activeElement !== button) button.focus();
    } else if (pending) press.started = true;
    else if (press.started) pressed.current = null; // the move failed: nothing to follow
  }, [position, pending]);

  const button = (direction: MoveDirection) => {
    const blocked = direction === -1 ? upBlocked : downBlocked;
    const reasonId = `${id}-${direction === -1 ? 'up' : 'down'}`;
    return (
      <>
        <Button
          ref={direction === -1 ? up : down}
          variant="ghost"
          size="icon"
          aria-label={direction === -1 ? upLabel : downLabel}
          aria-disabled={blocked ? true : undefined}
          aria-describedby={blocked ? reasonId : undefined}
          title={blocked ?? (direction === -1 ? 'Move up' : 'Move down')}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent"
          onClick={() => {
            if (blocked || pending) return;
            pressed.current = { direction, from: position, started: false };
            onMove(direction);
          }}
        >
          {direction === -1 ? (
            <ArrowUp className="h-4 w-4" aria-hidden />
          ) : (
            <ArrowDown className="h-4 w-4" aria-hidden />
          )}
        </Button>
        {blocked && (
          <span id={reasonId} className="sr-only">
            {blocked}
          </span>
        )}
      </>
    );
  };

  return (
    <>
      {button(-1)}
      {button(1)}
    </>
  );
}
