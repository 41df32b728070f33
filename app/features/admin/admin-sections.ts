import { BarChart3, Mail, Rss, Settings, ShieldCheck, Star, Users, Vote, type IconComponent } from '~/app/ui/icons';

export interface AdminSection {
  to: string;
  label: string;
  icon: IconComponent;
}

/** The spec's seven admin screens in its order, then the feed list. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin/newsletter', label: 'Newsletter', icon: Mail },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Users },
  { to: '/admin/polls', label: 'Polls', icon: Vote },
  { to: '/admin/ratings', label: 'Ratings', icon: Star },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/roles', label: 'User Roles', icon: ShieldCheck },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/feeds', label: 'Feeds', icon: Rss },
];

/** The sidebar's state is kept for 7 days in a cookie the server reads, so the first paint is right. */
export const SIDEBAR_COOKIE = 'admin_sidebar';
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function sidebarCollapsedFromCookie(cookieHeader: string | null): boolean {
  return /(?:^|;\s*)admin_sidebar=collapsed(?:;|$)/.test(cookieHeader ?? '');
}
