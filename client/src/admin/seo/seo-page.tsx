// SEO Management Tools (document 001 §2.9): the tabs "SEO Testing" and "301 Redirects".
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PageHeader } from '../page-header';
import { RedirectsTab } from './redirects-tab';
import { SeoTesting } from './seo-testing';

export default function SeoPage() {
  return (
    <>
      <PageHeader
        title="SEO Management Tools"
        description="Check what search engines see, and send old addresses to new ones."
      />
      <Tabs defaultValue="testing">
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
