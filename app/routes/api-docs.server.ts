import { apiReference, OPENAPI_PATH, openApiDocument } from '~/server/http/openapi';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/api-docs';

export type { ApiField, ApiOperation } from '~/server/http/openapi';

/** The API reference: the OpenAPI document's operations, for reading. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, settings } = context.get(servicesContext);
  const { appName } = await settings.current();
  const document = openApiDocument({ publicUrl: config.publicUrl, siteName: appName });
  return { operations: apiReference(document), baseUrl: `${config.publicUrl}/api/v1`, openApiPath: OPENAPI_PATH };
}
