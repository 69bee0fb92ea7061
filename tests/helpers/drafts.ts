// The draft answer of a record without a draft (GET …/draft), for screen tests to spread over (#19).
import type { Draft } from '../../core/schemas/drafts';

export const noDraft: Draft = {
  exists: false,
  fields: {},
  specsChanged: false,
  changes: [],
  updatedAt: null,
  userLabel: null,
  publishedChangedSince: false,
  schedule: null,
};
