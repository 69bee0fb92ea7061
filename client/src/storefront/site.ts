// Site-wide values the server hands to the page (from configuration), read on both sides.
export interface SiteConfig {
  publicUrl: string;
  gaMeasurementId?: string;
  gtmId?: string;
  environment: string;
}

export const SITE_CONFIG_ELEMENT_ID = '__SITE__';
export const STATE_ELEMENT_ID = '__STATE__';
