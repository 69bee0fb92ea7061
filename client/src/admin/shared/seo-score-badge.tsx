// The SEO score band of an image (document 001 §4, §9): 80+ Excellent (green, check icon), 60-79 Good,
// 40-59 Fair, below 40 Poor; label and colour always together. The one badge for the media library,
// its details dialog and the product images.
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { seoBand } from '../../../../core/rules/image-seo';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const ICONS = { Excellent: CheckCircle2, Good: Info, Fair: AlertTriangle, Poor: XCircle } as const;

export function SeoScoreBadge({ score }: { score: number }) {
  const band = seoBand(score);
  const Icon = ICONS[band.label];
  return (
    <Badge
      tone={band.color as BadgeTone}
      data-testid="seo-band"
      data-band={band.label}
      title={`SEO score ${score} of 100`}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {band.label} · {score}
    </Badge>
  );
}
