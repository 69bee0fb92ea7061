// Home (document 001 §2.13): hero, Featured Products, the duplex soldering torch section with its
// gallery, the air/acetylene section, Industries We Serve, Why Choose, and the call to action.
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  Award,
  Building2,
  Flame,
  Hammer,
  Lightbulb,
  MapPin,
  Package,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { Link } from 'wouter';
import { SITE_INFO } from '../../../../core/site-info';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { galleryBySlugQuery } from '../../queries/galleries';
import { Gallery } from '../gallery/gallery';
import {
  DUPLEX_GALLERY_SLUG,
  FEATURED_SKELETON_CARDS,
  type FeaturedProduct,
  featuredProductsQuery,
} from './home-data';

/** The stored WebP's smaller variants (…-thumbnail.webp 400 px, …-mobile.webp 800 px). */
export function imageVariants(url: string): { src: string; srcSet?: string } {
  if (!url.endsWith('.webp')) return { src: url };
  const thumb = url.replace(/\.webp$/, '-thumbnail.webp');
  const mobile = url.replace(/\.webp$/, '-mobile.webp');
  return { src: thumb, srcSet: `${thumb} 400w, ${mobile} 800w` };
}

function FeaturedCard({ product }: { product: FeaturedProduct }) {
  const image = product.images[0];
  const variants = image ? imageVariants(image) : null;
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="featured-product"
    >
      <div className="aspect-square bg-slate-100">
        {variants ? (
          <img
            src={variants.src}
            srcSet={variants.srcSet}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={product.name}
            width={400}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-400">
            <Package className="h-12 w-12" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {product.category && (
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {product.category.name}
          </p>
        )}
        <h3 className="mt-1 text-lg font-semibold text-slate-900">
          <Link href={`/products/${product.slug}`} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        {product.shortDescription && (
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{product.shortDescription}</p>
        )}
        <div className="mt-auto flex items-center justify-between pt-4">
          <span className="text-xs text-slate-600">SKU {product.sku}</span>
          {product.price && <span className="font-semibold text-slate-900">${product.price}</span>}
        </div>
      </div>
    </article>
  );
}

export function FeaturedSkeleton() {
  return (
    <div
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-busy="true"
      aria-label="Loading products"
    >
      {Array.from({ length: FEATURED_SKELETON_CARDS }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          key={i}
          data-testid="featured-skeleton"
          className="animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white"
        >
          <div className="aspect-square bg-slate-200" />
          <div className="grid gap-3 p-5">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

function FeaturedProducts() {
  const { data, isPending, isError } = useQuery(featuredProductsQuery());
  return (
    <section aria-labelledby="featured-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Featured Products
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">
              The torches, tips and kits contractors reorder most, ready to ship through your distributor.
            </p>
          </div>
          <Link href="/products" className={buttonClass('outline', 'md', 'self-start sm:self-auto')}>
            View All Products <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
        <div className="mt-8">
          {isPending ? (
            <FeaturedSkeleton />
          ) : isError || !data || data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              Featured products are being updated. Browse the full catalogue in the meantime.
            </p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((product) => (
                <FeaturedCard key={product.id} product={product} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

const INDUSTRIES = [
  {
    icon: Wrench,
    title: 'HVAC & Plumbing',
    text: 'Sweat copper lines and fittings from ½″ to 3″ with even heat that pulls solder all the way around the joint.',
  },
  {
    icon: Building2,
    title: 'Roofing',
    text: 'Solder copper flashing, gutters and seams on the roof with a light torch and a hose that will not kink in the cold.',
  },
  {
    icon: Hammer,
    title: 'Fabricators & Artisans',
    text: 'From fine jewellery tips to heavy brazing tips, one handle covers the bench, the shop and the job site.',
  },
];

const REASONS = [
  {
    icon: ShieldCheck,
    title: 'Safety First',
    text: 'Every handle and regulator is leak-tested before it leaves the shop, and every kit ships with our Torch Safety Guide.',
  },
  {
    icon: Award,
    title: 'Proven Quality',
    text: 'Brass and copper parts made to last, backed by a one-year warranty and replacement parts for torches decades old.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'From the self-lighting handle to the twin-flame duplex tip, we keep refining tools the trades rely on every day.',
  },
];

export function HomePage() {
  // The same query as the gallery's own (one request): the text takes the full width without a gallery.
  const gallery = useQuery({ ...galleryBySlugQuery(DUPLEX_GALLERY_SLUG), retry: false });
  const hasGallery = (gallery.data?.items.length ?? 0) > 0;
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 via-slate-900 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <Flame className="h-4 w-4" aria-hidden /> Trusted by the trades for over 50 years
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Professional air/acetylene and duplex soldering torches
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            For more than 50 years {SITE_INFO.legalName} has built torches that light first time, hold a
            steady flame on a steady 15 PSI regulator, and solder copper tubing up to 3 inch without a second
            torch.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/products" className={buttonClass('default', 'lg')}>
              Browse Products <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link
              href="/contact?type=quote"
              className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-white/50 px-6 text-base font-medium text-white transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              Request Quote
            </Link>
          </div>
        </div>
      </section>

      <FeaturedProducts />

      <section aria-labelledby="duplex-heading" className="py-16">
        <div
          className={cn(
            'mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:px-8',
            hasGallery && 'lg:grid-cols-2',
          )}
        >
          <div className={hasGallery ? undefined : 'max-w-3xl'}>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              Duplex Soldering Torch
            </p>
            <h2 id="duplex-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              Two flames. Even heat. Joints that fill the first time.
            </h2>
            <p className="mt-4 text-slate-700">
              The forked tip of our duplex soldering torch wraps the joint in two flames, heating both sides
              of the fitting at once. Large copper tubing up to 3 inch comes up to temperature evenly, so
              solder flows all the way around instead of bridging on one side.
            </p>
            <ul className="mt-4 grid gap-2 text-slate-700">
              <li>• Twin tips sized for ½″ to 3″ copper tubing</li>
              <li>• Runs on the same steady 15 PSI acetylene regulator as our air/acetylene torches</li>
              <li>• Less reheating and fewer cold joints on large-diameter work</li>
            </ul>
            <Link
              href="/products?systemTypes=duplex-soldering-torch"
              className={buttonClass('default', 'md', 'mt-6')}
            >
              Shop Duplex Torches <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </div>
          <Gallery slug={DUPLEX_GALLERY_SLUG} aspectRatio="4/3" />
        </div>
      </section>

      <section aria-labelledby="aa-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              Air/Acetylene Torches
            </p>
            <h2 id="aa-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              The everyday torch, built to take the daily grind
            </h2>
            <p className="mt-4 text-slate-700">
              Our air/acetylene torches mix acetylene with the surrounding air at the tip: no oxygen cylinder
              to haul, quick to set up and easy on the wallet. A preset, steady 15 PSI regulator keeps the
              flame the same from a full cylinder to the last of it, and interchangeable tips from very fine
              to extra heavy cover everything from electronics to 3 inch copper.
            </p>
          </div>
          <div className="mt-8 grid gap-4 sm:grid-cols-3">
            {[
              ['Steady 15 PSI', 'Preset regulators for MC and B cylinders hold the flame constant.'],
              ['Interchangeable tips', 'One handle takes every tip size, very fine to extra heavy.'],
              ['Self-lighting option', 'Squeeze-to-light handles save a striker on every joint.'],
            ].map(([title, text]) => (
              <div key={title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            ))}
          </div>
          <Link href="/products?systemTypes=air-acetylene" className={buttonClass('outline', 'md', 'mt-6')}>
            Shop Air/Acetylene Torches <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </section>

      <section aria-labelledby="industries-heading" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="industries-heading"
            className="text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            Industries We Serve
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {INDUSTRIES.map(({ icon: Icon, title, text }) => (
              <div
                key={title}
                className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm"
              >
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-slate-900 py-16 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight">
            Why Choose {SITE_INFO.name}
          </h2>
          <div className="mt-10 grid gap-8 md:grid-cols-3">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <div key={title} className="text-center">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-600">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-300">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="py-16">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Ready to put a {SITE_INFO.name} torch on your truck?
          </h2>
          <p className="mt-4 text-slate-600">
            Buy through a distributor near you, or ask us for a quote on larger orders and fleet kits.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/contact?type=distributor" className={buttonClass('outline', 'lg')}>
              <MapPin className="h-4 w-4" aria-hidden /> Find Local Distributor
            </Link>
            <Link href="/contact?type=quote" className={buttonClass('default', 'lg')}>
              Request Quote
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
