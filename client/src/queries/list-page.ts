import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../core/constants';

/** What an admin list paged on the server is asked for (#21): search, page and page size. */
export interface ListPageParams {
  search?: string;
  page?: number;
  limit?: number;
}

/** The query-string part of a paged list's key: defaults and a blank search left out. */
export const listPageParams = ({ search, page, limit }: ListPageParams) => ({
  search: search?.trim() || undefined,
  page: page && page > 1 ? page : undefined,
  limit: limit && limit !== ADMIN_DEFAULT_PAGE_SIZE ? limit : undefined,
});
