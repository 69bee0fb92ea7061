import { CheckCircle2 } from 'lucide-react';
import { seoBand } from '../../../../core/rules/image-seo';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const tones: Record<string, BadgeTone> = { green: 'green', blue: 'blue', yellow: 'yellow', red: 'red' };

/** The SEO score band: Excellent (green, check), Good, Fair, Poor. */
export function SeoScoreBadge({ score }: { score: number }) {
  const band = seoBand(score);
  return (
    <Badge tone={tones[band.color]} data-testid="seo-score" data-band={band.label}>
      {band.label === 'Excellent' && <CheckCircle2 className="h-3 w-3" aria-hidden />}
      {band.label} · {score}
    </Badge>
  );
}
