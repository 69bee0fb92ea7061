// The frame of the static pages (/about, /privacy, /terms, /cookies): a title band and readable prose.
import type { ReactNode } from 'react';

export const POLICY_UPDATED = 'November 1, 2026';

export function StaticPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} intro={intro} updated={updated} />
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">{children}</article>
    </>
  );
}

/** The title band at the top of a page: title, optional introduction and date. */
export function PageHero({
  title,
  intro,
  updated,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-br from-slate-900 to-brand-900 text-white">
      <div className={`mx-auto px-4 py-14 sm:px-6 lg:px-8 ${wide ? 'max-w-7xl' : 'max-w-4xl'}`}>
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-slate-200">{intro}</p>}
        {updated && <p className="mt-3 text-sm text-slate-300">Last updated: {updated}</p>}
      </div>
    </section>
  );
}

/** A section with its heading. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="mt-10 first:mt-0">
      <h2 id={id ? `${id}-heading` : undefined} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
