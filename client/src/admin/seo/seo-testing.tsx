// The "SEO Testing" tab: runs the checks against the live site and lists each result with its reason,
// plus links to external validators for the site address.
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, ExternalLink, Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { notify } from '../../lib/toast';
import { seoSiteQuery } from '../../queries/seo';
import { type CheckStatus, externalTools, runSeoChecks, type SeoCheck } from './seo-checks';

const STATUS = {
  pass: { label: 'Pass', tone: 'green', Icon: CheckCircle2, color: 'text-emerald-600' },
  warning: { label: 'Warning', tone: 'yellow', Icon: AlertTriangle, color: 'text-amber-600' },
  fail: { label: 'Fail', tone: 'red', Icon: XCircle, color: 'text-red-600' },
} as const satisfies Record<CheckStatus, unknown>;

export function SeoTesting() {
  const site = useQuery(seoSiteQuery());
  // The configured public address; this page's own origin only if it cannot be read.
  const siteUrl = site.data?.publicUrl ?? (site.isError ? window.location.origin : null);
  const [results, setResults] = useState<SeoCheck[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    if (!siteUrl) return;
    setRunning(true);
    try {
      setResults(
        await runSeoChecks((url) => fetch(url, { credentials: 'omit', cache: 'no-store' }), siteUrl),
      );
    } catch (err) {
      notify.error('Error running SEO tests', err instanceof Error ? err.message : undefined);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Test the live site</CardTitle>
          <CardDescription>
            Reads /sitemap.xml, /robots.txt and the home page of {siteUrl} from this browser, as a search
            engine would.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={run} pending={running} disabled={!siteUrl}>
            <Play className="h-4 w-4" aria-hidden />
            {results ? 'Run the tests again' : 'Run SEO tests'}
          </Button>
        </CardContent>
      </Card>
      {results && (
        <Card>
          <ul className="divide-y divide-slate-100" aria-label="SEO test results">
            {results.map((check) => {
              const { label, tone, Icon, color } = STATUS[check.status];
              return (
                <li key={check.id} className="flex gap-3 p-4" data-testid={`seo-check-${check.id}`}>
                  <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${color}`} aria-hidden />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{check.name}</span>
                      <Badge tone={tone} data-testid="seo-check-status">
                        {label}
                      </Badge>
                    </div>
                    <p className="text-sm text-slate-700">{check.message}</p>
                    {check.details?.map((d) => (
                      <p key={d} className="break-all text-xs text-slate-500">
                        {d}
                      </p>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">External tools</CardTitle>
          <CardDescription>
            They test the public address, so they work once the site is online.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {externalTools(siteUrl ?? window.location.origin).map((tool) => (
            <a
              key={tool.name}
              href={tool.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {tool.name}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </a>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
