// The one modal of the public site: the gallery and product lightboxes and the catalogue's filter drawer
// are built on it (the cookie settings use the design system's dialog, the same Radix dialog). Radix
// gives Escape, the focus trap, inert background, scroll lock and the dialog role; `ReturnFocusContent`
// gives focus back to the opener on close. Import it only from a chunk loaded on demand (each modal is
// `lazy(() => import(...))`): Radix's dialog must not weigh on a page's initial JavaScript.
import { Dialog as D } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { ReturnFocusContent } from '../components/ui/dialog';

export type ModalProps = Omit<ComponentProps<typeof D.Content>, 'title'> & {
  onClose: () => void;
  /**
   * The dialog's name, read by screen readers only. Leave it out when the children show a visible
   * `<ModalTitle>` instead.
   */
  title?: string;
  /** Read after the name (for example how to use the arrow keys). */
  description?: ReactNode;
  overlayClassName: string;
  children: ReactNode;
};

/** A visible name for the modal, placed where the children want it. */
export const ModalTitle = D.Title;

/** Rendered only while open: mount it when the modal opens, unmount it (or call onClose) to close. */
export function Modal({ onClose, title, description, overlayClassName, children, ...content }: ModalProps) {
  return (
    <D.Root open onOpenChange={(open) => !open && onClose()}>
      <D.Portal>
        <D.Overlay className={overlayClassName} />
        <ReturnFocusContent {...(description ? {} : { 'aria-describedby': undefined })} {...content}>
          {title ? <D.Title className="sr-only">{title}</D.Title> : null}
          {description ? <D.Description className="sr-only">{description}</D.Description> : null}
          {children}
        </ReturnFocusContent>
      </D.Portal>
    </D.Root>
  );
}
