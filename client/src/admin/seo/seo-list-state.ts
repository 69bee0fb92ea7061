import type { ListStateOptions } from '../shared/use-list-state';

export type SeoTab = 'testing' | 'redirects';

/**
 * The SEO screen's state in the address: the tab, and the redirect list's search, page and page size (#21).
 * One options object for the page and the redirects tab, so a change in either keeps the other's part.
 */
export const SEO_LIST: ListStateOptions<{ tab: SeoTab; search: string }> = {
  filters: { tab: { default: 'testing', choices: ['testing', 'redirects'] }, search: { default: '' } },
};
