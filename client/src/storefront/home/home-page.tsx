import type { HeadData } from '../head';
import type { PageContext } from '../routes';

export const homeQueries = () => [];

export function homeHead(_ctx: PageContext): HeadData {
  return {
    title: 'Torchworks | Professional Air/Acetylene and Duplex Soldering Torches',
    description:
      'Professional air/acetylene and duplex soldering torches for HVAC, plumbing, roofing and fabrication, made by a family company for over 50 years.',
    canonicalPath: '/',
  };
}

export function HomePage() {
  return (
    <section className="bg-gradient-to-br from-slate-900 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Professional air/acetylene and duplex soldering torches
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">
          Built for the trades for over 50 years: a steady 15 PSI regulator and tips that solder tubing up to
          3 inch.
        </p>
      </div>
    </section>
  );
}
