// The demo catalogue as rows only: image and document records that point at files nobody wrote. For
// tests that need the whole demo catalogue in the database without the cost of making its files.
import { BRANDS } from '../../server/db/seed/content/brands';
import { DOCUMENTS } from '../../server/db/seed/content/documents';
import { PRODUCTS } from '../../server/db/seed/content/products';
import { planImages } from '../../server/db/seed/media';
import type { WriteInput } from '../../server/db/seed/write';
import { variantUrls } from '../../server/modules/images/pipeline';

export function demoCatalogueRows(): WriteInput {
  const images = planImages(PRODUCTS, BRANDS, (slug) => slug).map((plan) => {
    const url = `/api/storage/${plan.job.dir ?? 'images'}/${plan.job.baseName}.webp`;
    return {
      plan,
      stored: {
        key: url.replace('/api/storage/', ''),
        url,
        width: 1000,
        height: 1000,
        size: 1,
        mimeType: 'image/webp' as const,
        variants: variantUrls(url)!,
      },
    };
  });
  const documents = DOCUMENTS.map((seed) => ({
    seed,
    fileKey: `documents/${seed.key}.pdf`,
    fileName: `${seed.key}.pdf`,
    url: `/api/storage/documents/${seed.key}.pdf`,
    size: 1,
  }));
  return { images, documents };
}
