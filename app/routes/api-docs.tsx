import { FileJson } from '~/app/ui/icons';
import { pageMeta } from '~/app/features/seo/page-meta';
import { PageShell } from '~/app/shell/PageShell';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/api-docs';
import type { ApiField, ApiOperation } from './api-docs.server';
export { loader } from './api-docs.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'API Reference',
    description: 'The public API of the journal: articles, quotes, AI search, polls, ratings, the newsletter and reading lists.',
    path: '/api/docs',
    matches,
  });

const anchorOf = (operation: ApiOperation) => `${operation.method}-${operation.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Fields({ caption, fields }: { caption: string; fields: ApiField[] }) {
  return (
    // Three columns, the cells wrapping: narrow enough for a phone without sideways scrolling.
    <table className="w-full table-fixed text-left text-sm">
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <thead className="text-xs uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className="w-[30%] py-1 pr-3">
            Name
          </th>
          <th scope="col" className="w-[30%] py-1 pr-3">
            Type
          </th>
          <th scope="col" className="py-1">
            About
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.where}-${field.name}`} className="border-t border-border align-top">
            <td className="py-1.5 pr-3">
              <span className="font-mono break-all">{field.name}</span>
              <span className="block text-xs text-muted-foreground">
                {field.where}
                {field.required && ', required'}
              </span>
            </td>
            <td className="py-1.5 pr-3 [overflow-wrap:anywhere]">{field.type}</td>
            <td className="py-1.5">{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Operation({ operation, baseUrl }: { operation: ApiOperation; baseUrl: string }) {
  const id = anchorOf(operation);
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4 p-5">
      <div>
        <h2 id={id} className="flex flex-wrap items-center gap-2 font-mono text-base font-semibold">
          <span className="rounded bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">{operation.method}</span>{' '}
          <span className="break-all">{operation.path}</span>
        </h2>
        <p className="mt-1 font-serif text-lg font-semibold">{operation.summary}</p>
        {operation.description && <p className="text-sm text-soft-foreground">{operation.description}</p>}
        {operation.needs && <p className="mt-1 text-sm">Needs {operation.needs}.</p>}
        <p className="mt-1 break-all text-xs text-muted-foreground">
          {baseUrl}
          {operation.path}
        </p>
      </div>
      {operation.parameters.length > 0 && <Fields caption="Parameters" fields={operation.parameters} />}
      {operation.body.length > 0 && <Fields caption="JSON body" fields={operation.body} />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {operation.responses.map((response) => (
          <div key={response.status} className="contents">
            <dt className="font-mono font-semibold">{response.status}</dt>
            <dd>{response.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The API reference: every public endpoint, from the OpenAPI document the API serves. */
export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { operations, baseUrl, openApiPath } = loaderData;
  return (
    <PageShell crumb="API Reference">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 className="font-serif text-4xl font-bold">API Reference</h1>
          <p className="text-soft-foreground">
            Everything the journal publishes, for your own tools: articles, REIT quotes, AI search, polls, ratings, the newsletter
            and reading lists. Errors answer <code className="font-mono">{'{ "error", "parameter" }'}</code> with a 4xx status;
            reads of articles answer any site (CORS), writes come from the journal’s own pages or from clients that send no
            Origin.
          </p>
          <a href={openApiPath} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}>
            <FileJson aria-hidden="true" />
            OpenAPI 3.1 document
          </a>
        </header>
        <nav aria-label="Endpoints">
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {operations.map((operation) => (
              <li key={anchorOf(operation)}>
                <a href={`#${anchorOf(operation)}`} className="font-mono hover:underline">
                  {operation.method} {operation.path}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {operations.map((operation) => (
          <Operation key={anchorOf(operation)} operation={operation} baseUrl={baseUrl} />
        ))}
      </div>
    </PageShell>
  );
}
