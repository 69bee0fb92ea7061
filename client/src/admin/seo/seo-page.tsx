// SEO Management Tools (document 001 §2.9): the tabs "SEO Testing" and "301 Redirects".
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PageHeader } from '../page-header';
import { useListState } from '../shared/use-list-state';
import { RedirectsTab } from './redirects-tab';
import { SEO_LIST, type SeoTab } from './seo-list-state';
import { SeoTesting } from './seo-testing';

export default function SeoPage() {
  // The tab is in the address, so a reload or Back returns to the redirect list's page (#21).
  const [{ tab }, update] = useListState(SEO_LIST);
  return (
    <>
      <PageHeader
        title="SEO Management Tools"
        description="Check what search engines see, and send old addresses to new ones."
      />
      <Tabs value={tab} onValueChange={(next) => update({ tab: next as SeoTab })}>
        <TabsList>
          <TabsTrigger value="testing">SEO Testing</TabsTrigger>
          <TabsTrigger value="redirects">301 Redirects</TabsTrigger>
        </TabsList>
        <TabsContent value="testing">
          <SeoTesting />
        </TabsContent>
        <TabsContent value="redirects">
          <RedirectsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
