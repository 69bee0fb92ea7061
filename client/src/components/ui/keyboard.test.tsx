// #16 keyboard: a dialog gives focus back to its opener, or to the main landmark when the opener is gone;
// MoveButtons keep focus on the moved item and refuse, with a reason, a move that cannot happen.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { MoveButtons } from './move-buttons';
import { MAIN_ID } from './return-focus';

function RowWithDialog({ removeOnClose }: { removeOnClose: boolean }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete row
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && removeOnClose) setGone(true);
        }}
      >
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Delete?</DialogTitle>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('focus after a dialog closes (#16)', () => {
  it('goes back to the opener', async () => {
    render(<RowWithDialog removeOnClose={false} />);
    const opener = screen.getByRole('button', { name: 'Delete row' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('goes to the main landmark, not <body>, when the opener is gone', async () => {
    render(<RowWithDialog removeOnClose />);
    const opener = screen.getByRole('button', { name: 'Delete row' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete row' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

function List({ onSaved }: { onSaved?: () => void }) {
  const [items, setItems] = useState(['A', 'B', 'C']);
  return (
    <ol>
      {items.map((item, index) => (
        <li key={item}>
          <MoveButtons
            upLabel={`Move ${item} up`}
            downLabel={`Move ${item} down`}
            upBlocked={index === 0 ? 'Already the first' : null}
            downBlocked={index === items.length - 1 ? 'Already the last' : null}
            position={index}
            onMove={(direction) => {
              const next = [...items];
              [next[index], next[index + direction]] = [next[index + direction]!, next[index]!];
              setItems(next);
              onSaved?.();
            }}
          />
        </li>
      ))}
    </ol>
  );
}

describe('MoveButtons (#16)', () => {
  it('keeps focus on the pressed button after the move, even when the item becomes the last', async () => {
    render(<List />);
    const down = screen.getByRole('button', { name: 'Move B down' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(screen.getAllByRole('listitem')[2]!.contains(down)).toBe(true));
    expect(document.activeElement).toBe(down);
    expect(down.getAttribute('aria-disabled')).toBe('true');
    expect(down.title).toBe('Already the last');
  });

  it('a blocked move is aria-disabled with its reason and does nothing', () => {
    const onSaved = vi.fn();
    render(<List onSaved={onSaved} />);
    const up = screen.getByRole('button', { name: 'Move A up' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(up.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Already the first',
    );
    fireEvent.click(up);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Move B up' }).hasAttribute('aria-disabled')).toBe(false);
  });
});
