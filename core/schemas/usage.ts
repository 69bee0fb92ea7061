// GET /api/<entity>/{id}/usage (#14): what deleting the record would do to other records, counted by
// the server, with the sentences the delete confirmation shows (core/rules/delete-impact.ts).
import { z } from 'zod';

export const deleteUsageResponse = z.object({
  /** Dependent records by kind, e.g. { products: 30 } for a brand. */
  counts: z.record(z.string(), z.number().int()),
  /** One sentence per effect, shown in the confirmation under the delete question. */
  impact: z.array(z.string()),
  /** The server refuses this delete (the sentence says why). */
  blocked: z.boolean(),
});
export type DeleteUsage = z.infer<typeof deleteUsageResponse>;
