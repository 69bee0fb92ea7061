import { completenessTone } from '../../../../core/rules/completeness';
import { Badge } from '../../components/ui/badge';

/** "80% complete", coloured by core/rules/completeness: the products list and the editor. */
export function CompletenessBadge({ score }: { score: number }) {
  return (
    <Badge tone={completenessTone(score)} data-testid="completeness">
      {score}% complete
    </Badge>
  );
}
