import { useRouteLoaderData } from 'react-router';
import { DEFAULT_SETTINGS } from '~/core/settings';

/** The site as the admins named it (/admin/settings), from the root loader; the journal's own facts by default. */
export interface SiteIdentity {
  url: string;
  name: string;
  description: string;
  /** Empty when not set. */
  contactEmail: string;
}

interface RootData {
  siteUrl?: string;
  site?: { name: string; description: string; contactEmail: string };
}

function identityOf(root: RootData | undefined): SiteIdentity {
  return {
    url: root?.siteUrl ?? '',
    name: root?.site?.name ?? DEFAULT_SETTINGS.appName,
    description: root?.site?.description || DEFAULT_SETTINGS.appDescription,
    contactEmail: root?.site?.contactEmail ?? DEFAULT_SETTINGS.contactEmail,
  };
}

/** For components. */
export function useSiteIdentity(): SiteIdentity {
  return identityOf(useRouteLoaderData<RootData>('root'));
}

/** For a route's meta function, from its matches. */
export function siteIdentityOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): SiteIdentity {
  return identityOf(matches.find((match) => match?.id === 'root')?.data as RootData | undefined);
}
