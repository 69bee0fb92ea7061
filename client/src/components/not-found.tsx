import { AlertCircle } from 'lucide-react';

/** "404 Page Not Found", shared by the public site and the admin area. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle className="mx-auto h-10 w-10 text-red-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-slate-600">
          The page you were looking for does not exist or has moved.
        </p>
        <a href={homeHref} className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Go to the home page
        </a>
      </div>
    </div>
  );
}
