// Published CMS pages at /{slug} (document 001 §2.11): the content rendered by the server (Markdown,
// raw HTML disabled, safe links only), meta title and description, and the galleries naming the page.
// A draft or unknown slug is the 404 page, with status 404.
import { useQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../../components/not-found';
import { Skeleton } from '../../components/ui/spinner';
import { publicPageQuery } from '../../queries/pages';
import { GalleryView } from '../gallery/gallery';

/** Typography for the rendered Markdown (no plugin needed). */
const PROSE = [
  'max-w-none text-slate-700 leading-7',
  '[&_h1]:mb-6 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900 sm:[&_h1]:text-4xl',
  '[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline hover:[&_a]:text-brand-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-4',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-8 [&_hr]:border-slate-200',
  '[&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_th]:text-left',
].join(' ');

export function CmsPage({ params }: { params: Record<string, string> }) {
  const page = useQuery(publicPageQuery(params.slug ?? ''));
  if (page.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-12 sm:px-6" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  if (page.isError || !page.data) return <NotFoundPage />;
  const data = page.data;
  const hasHeading = /<h1[\s>]/.test(data.html);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16" data-testid="cms-page">
      {!hasHeading && (
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{data.title}</h1>
      )}
      {/* The server renders Markdown with raw HTML disabled and only safe link targets. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core/rules/markdown */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: data.html }} />
      {data.galleries.map((gallery) => (
        <section key={gallery.id} className="mt-12" aria-labelledby={`gallery-${gallery.id}`}>
          <h2 id={`gallery-${gallery.id}`} className="mb-2 text-2xl font-semibold text-slate-900">
            {gallery.title ?? gallery.name}
          </h2>
          {gallery.description && <p className="mb-4 text-slate-600">{gallery.description}</p>}
          <GalleryView gallery={gallery} aspectRatio="16/9" />
        </section>
      ))}
    </article>
  );
}
