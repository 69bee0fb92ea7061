// The demo catalogue of a fictional torch maker (Torchworks Torch Company, New Jersey, since 1968),
// written into an empty database on first start. Files first (product images and brand logos through
// the image pipeline, PDF documents copied, all from the committed files in assets/), then every row in
// one transaction, so a failure leaves no half-seeded catalogue behind
// (the files are deterministic: a retry writes the same names and bytes).
// No users, contacts or analytics events are created: the dashboard shows real figures only.
import { categorySlug } from '../../../core/rules/slug';
import { BRANDS } from './content/brands';
import { CATEGORIES } from './content/categories';
import { DOCUMENTS } from './content/documents';
import { PRODUCTS } from './content/products';
import { storeDocuments } from './documents';
import { storePictures } from './images';
import type { SeedDeps } from './index';
import { planImages } from './media';
import { assertSeedData } from './validate';
import { writeCatalogue } from './write';

/** Images in flight at once. Each runs four WebP encodes, so two keep both cores of a small machine busy. */
const IMAGE_CONCURRENCY = 2;

export async function seedDemoCatalogue(deps: SeedDeps): Promise<Record<string, number>> {
  const started = performance.now();
  assertSeedData();

  const categoryNames = new Map(
    CATEGORIES.flatMap((c) => [c, ...(c.children ?? [])]).map((c) => [categorySlug(c.name), c.name]),
  );
  const plans = planImages(PRODUCTS, BRANDS, (slug) => categoryNames.get(slug) ?? slug);
  const [stored, storedDocuments] = await Promise.all([
    storePictures(
      deps.files,
      plans.map((p) => p.job),
      IMAGE_CONCURRENCY,
    ),
    storeDocuments(deps.files, DOCUMENTS),
  ]);
  const filesMs = Math.round(performance.now() - started);

  const counts = await deps.db.transaction((tx) =>
    writeCatalogue(tx, {
      images: plans.map((plan, i) => ({ plan, stored: stored[i]! })),
      documents: storedDocuments,
    }),
  );
  const totalMs = Math.round(performance.now() - started);
  deps.log.info(
    { filesMs, rowsMs: totalMs - filesMs, totalMs, images: stored.length, pdfs: storedDocuments.length },
    `demo catalogue: ${stored.length} images and ${storedDocuments.length} PDFs stored, rows written, in ${totalMs} ms`,
  );
  return counts;
}
