// The dashboard's four stat cards, filled from GET /api/stats (document 001 §2.3). The "from last month"
// captions are computed from the month-over-month figures of the same call.
import { useQuery } from '@tanstack/react-query';
import { FolderTree, type LucideIcon, MessageSquare, Package, Truck } from 'lucide-react';
import { growthCaption } from '../../../../core/rules/growth';
import { Card, CardContent } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { statsQuery } from '../../queries/stats';
import { PageHeader } from '../page-header';

function StatCard({
  title,
  value,
  icon: Icon,
  hint,
  growth,
}: {
  title: string;
  value: number | undefined;
  icon: LucideIcon;
  hint: string;
  growth?: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div>
          <p className="text-sm font-medium text-slate-500">{title}</p>
          {value === undefined ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-bold text-slate-900" data-testid={`stat-${title}`}>
              {value.toLocaleString('en-US')}
            </p>
          )}
          {growth && (
            <p
              className="mt-1 text-xs font-medium text-slate-700"
              data-testid={`growth-${title}`}
              title="Added this month compared with last month"
            >
              {growth}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">{hint}</p>
        </div>
        <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const stats = useQuery(statsQuery());
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="An overview of your catalogue and the enquiries it brings."
      />
      {stats.isError && (
        <ErrorState
          title="Could not load the figures"
          message={errorMessage(stats.error)}
          onRetry={() => stats.refetch()}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Products"
          value={stats.data?.totalProducts}
          icon={Package}
          hint="All statuses"
          growth={stats.data?.growth ? growthCaption(stats.data.growth.products) : undefined}
        />
        <StatCard
          title="Categories"
          value={stats.data?.categories}
          icon={FolderTree}
          hint="Including subcategories"
        />
        <StatCard
          title="Monthly Inquiries"
          value={stats.data?.inquiries}
          icon={MessageSquare}
          hint="Contact messages this month"
          growth={stats.data?.growth ? growthCaption(stats.data.growth.inquiries) : undefined}
        />
        <StatCard
          title="Active Distributors"
          value={stats.data?.distributors}
          icon={Truck}
          hint="Linked to active products"
        />
      </div>
    </>
  );
}
