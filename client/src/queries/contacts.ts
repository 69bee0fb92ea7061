import { queryOptions } from '@tanstack/react-query';
import type { ContactStatus, ContactType } from '../../../core/constants';
import type { Contact, ContactList } from '../../../core/schemas/contacts';

export interface ContactFilters {
  type?: ContactType;
  status?: ContactStatus;
  page?: number;
  limit?: number;
}

/** Every inquiries key starts with '/api/contacts': invalidate that prefix after a status change. */
export const contactsQuery = (filters: ContactFilters) =>
  queryOptions<ContactList>({ queryKey: ['/api/contacts', filters] });

export const contactQuery = (id: number) => queryOptions<Contact>({ queryKey: ['/api/contacts', id] });

/** The sidebar badge: enquiries not yet handled. */
export const newContactsCountQuery = () =>
  queryOptions<{ count: number }>({ queryKey: ['/api/contacts', 'count', { status: 'new' }] });
