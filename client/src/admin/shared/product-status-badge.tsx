import { PRODUCT_STATUS_LABELS, type ProductStatus } from '../../../../core/constants';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  active: 'green',
  inactive: 'red',
  draft: 'yellow',
};

/** Active (green), Inactive (red) or Draft (yellow): the products list and the editor's header. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="status-badge">
      {PRODUCT_STATUS_LABELS[status]}
    </Badge>
  );
}
