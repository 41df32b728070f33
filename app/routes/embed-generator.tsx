import { PageShell } from '~/app/shell/PageShell';
import { EmbedGenerator } from '~/app/features/embed/EmbedGenerator';
import { pageMeta } from '~/app/features/seo/page-meta';
import type { Route } from './+types/embed-generator';
export { loader } from './embed-generator.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Embed Our News Feed',
    description: 'Put the senior housing news feed on your own website: choose a layout, preview it and copy the code.',
    path: '/embed-generator',
    matches,
  });

export default function EmbedGeneratorPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Embed Our News Feed">
      <div className="flex flex-col gap-2 pb-6">
        <h1 className="font-serif text-3xl font-bold">Embed Our News Feed</h1>
        <p className="max-w-3xl text-soft-foreground">
          Show the latest senior housing news on your own website. Choose a layout, see it below, and paste the code into your
          page.
        </p>
      </div>
      <EmbedGenerator defaultSource={loaderData.source} />
    </PageShell>
  );
}
