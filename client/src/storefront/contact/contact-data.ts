// What the server needs to render /contact: the refused no-JS form's values and reasons (#14), only when
// the no-JS handler renders the page after a refused POST (see core/rules/contact-form.ts).
import { queryOptions } from '@tanstack/react-query';
import {
  CONTACT_FORM_STATE_MARKER,
  CONTACT_FORM_STATE_PATH,
  type ContactFormState,
} from '../../../../core/rules/contact-form';
import type { PageContext } from '../routes';

/** Never fetched in the browser (the page reads it with enabled: false): it comes in the page's state. */
export function contactFormStateQuery() {
  return queryOptions<ContactFormState | null>({
    queryKey: [CONTACT_FORM_STATE_PATH],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function contactQueries(ctx: Omit<PageContext, 'queryClient'>) {
  return ctx.search.has(CONTACT_FORM_STATE_MARKER) ? [contactFormStateQuery()] : [];
}
