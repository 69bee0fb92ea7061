// The admin sections of document 001 §2.1, in sidebar order. Each later issue swaps its placeholder
// for the real screen; the shell, routes and role checks come from this one list.
import {
  BarChart3,
  DatabaseBackup,
  FileText,
  FolderTree,
  Image,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Package,
  ScrollText,
  Search,
  SlidersHorizontal,
  Tag,
  Users,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import type { Role } from '../../../core/constants';
import { NewInquiriesBadge } from './inquiries/new-inquiries-badge';

export interface SectionProps {
  /** The path segment after the section (/admin/products/{id}). */
  id?: string;
}

export interface AdminSection {
  key: string;
  label: string;
  icon: LucideIcon;
  /** The lowest role that sees this section in the menu and may open it. */
  minRole: Role;
  /** The screen. */
  component: ComponentType<SectionProps>;
  /** Other path segments that open this section (/admin/seo-tools). */
  aliases?: string[];
  /** A count shown beside the label in the sidebar. */
  badge?: ComponentType<{ active: boolean }>;
}

const Dashboard = lazy(() => import('./dashboard/dashboard-page'));
const Products = lazy(() => import('./products-section'));
const Brands = lazy(() => import('./brands/brands-page'));
const Taxonomy = lazy(() => import('./taxonomy/taxonomy-page'));
const Specifications = lazy(() => import('./specifications/specifications-page'));
const Documents = lazy(() => import('./documents/documents-page'));
const InquiriesPage = lazy(() => import('./inquiries/inquiries-page'));
const UsersPage = lazy(() => import('./users/users-page'));
const AnalyticsPage = lazy(() => import('./analytics/analytics-page'));
const SeoPage = lazy(() => import('./seo/seo-page'));
const PagesPage = lazy(() => import('./pages/pages-page'));
const MediaPage = lazy(() => import('./media/media-page'));
const AuditPage = lazy(() => import('./audit/audit-page'));
const BackupsPage = lazy(() => import('./backups/backups-page'));

export const ADMIN_SECTIONS: AdminSection[] = [
  { key: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, minRole: 'viewer', component: Dashboard },
  {
    key: 'inquiries',
    label: 'Inquiries',
    icon: Inbox,
    minRole: 'editor',
    component: InquiriesPage,
    badge: NewInquiriesBadge,
  },
  {
    key: 'products',
    label: 'Products',
    icon: Package,
    minRole: 'viewer',
    component: Products,
  },
  { key: 'brands', label: 'Brands', icon: Tag, minRole: 'viewer', component: Brands },
  {
    key: 'tags',
    label: 'Taxonomies',
    icon: FolderTree,
    minRole: 'viewer',
    component: Taxonomy,
  },
  {
    key: 'specifications',
    label: 'Specifications',
    icon: SlidersHorizontal,
    minRole: 'viewer',
    component: Specifications,
  },
  {
    key: 'documents',
    label: 'Documents',
    icon: FileText,
    minRole: 'viewer',
    component: Documents,
  },
  {
    key: 'pages',
    label: 'Pages & Galleries',
    icon: Newspaper,
    minRole: 'viewer',
    component: PagesPage,
  },
  {
    key: 'media',
    label: 'Media Library',
    icon: Image,
    minRole: 'viewer',
    component: MediaPage,
  },
  { key: 'users', label: 'Users', icon: Users, minRole: 'admin', component: UsersPage },
  {
    key: 'analytics',
    label: 'Analytics',
    icon: BarChart3,
    minRole: 'viewer',
    component: AnalyticsPage,
  },
  {
    key: 'seo',
    label: 'SEO Tools',
    icon: Search,
    minRole: 'admin',
    aliases: ['seo-tools'],
    component: SeoPage,
  },
  { key: 'audit', label: 'Audit Log', icon: ScrollText, minRole: 'admin', component: AuditPage },
  { key: 'backups', label: 'Backups', icon: DatabaseBackup, minRole: 'admin', component: BackupsPage },
];

export function findSection(segment: string | undefined): AdminSection | undefined {
  const key = segment || 'dashboard';
  return ADMIN_SECTIONS.find((s) => s.key === key || s.aliases?.includes(key));
}
