/**
 * The icons the pages draw: Lucide's, drawn from one sprite file (`icon-sprite.svg`) that the
 * browser loads and caches once, instead of each icon's paths written into the HTML at every use
 * (decision 0118). An icon costs a `<svg><use></svg>` of about 110 bytes in a page where Lucide's
 * own component wrote 400.
 *
 * A new icon is one line below, then `npm run icons` (scripts/build-icon-sprite.ts) adds it to the
 * sprite; `scripts/build-icon-sprite.test.ts` fails while the sprite and this list differ. The names
 * are Lucide's export names, its icon names the sprite's ids.
 */
import type { SVGProps } from 'react';
import { cn } from '~/app/ui/cn';
// `no-inline`: a `<use>` cannot point into a data: URL, which Vite makes of small assets.
import iconSpriteHref from './icon-sprite.svg?no-inline';

export { iconSpriteHref };

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => ReturnType<typeof SpriteIcon>;

/** Its default stroke, fill and line joins are in app.css (`svg.icon`), at zero specificity. */
function SpriteIcon({ id, className, ...props }: IconProps & { id: string }) {
  // Decorative unless named, as Lucide's were: a screen reader skips an icon beside its text.
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg width="24" height="24" aria-hidden={named ? undefined : 'true'} {...props} className={cn('icon', className)}>
      <use href={`${iconSpriteHref}#${id}`} />
    </svg>
  );
}

function spriteIcon(id: string): IconComponent {
  return (props) => <SpriteIcon id={id} {...props} />;
}

export const Activity = spriteIcon('activity');
export const AlertTriangle = spriteIcon('triangle-exclamation-point');
export const Archive = spriteIcon('archive');
export const ArrowDown = spriteIcon('arrow-down');
export const ArrowDownRight = spriteIcon('arrow-down-right');
export const ArrowLeft = spriteIcon('arrow-left');
export const ArrowRight = spriteIcon('arrow-right');
export const ArrowUpRight = spriteIcon('arrow-up-right');
export const AtSign = spriteIcon('at-sign');
export const BarChart3 = spriteIcon('chart-column');
export const BatteryMedium = spriteIcon('battery-medium');
export const Bell = spriteIcon('bell');
export const Bookmark = spriteIcon('bookmark');
export const BookmarkCheck = spriteIcon('bookmark-check');
export const Briefcase = spriteIcon('briefcase');
export const Building2 = spriteIcon('building-complex');
export const CalendarClock = spriteIcon('calendar-clock');
export const CalendarDays = spriteIcon('calendar-days');
export const Camera = spriteIcon('camera');
export const Check = spriteIcon('check');
export const CheckCircle2 = spriteIcon('circle-check');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const Clock = spriteIcon('clock');
export const Copy = spriteIcon('copy');
export const Download = spriteIcon('download');
export const ExternalLink = spriteIcon('external-link');
export const Eye = spriteIcon('eye');
export const FileJson = spriteIcon('file-braces');
export const FileText = spriteIcon('file-text');
export const Flame = spriteIcon('flame');
export const FlaskConical = spriteIcon('flask-conical');
export const FolderPlus = spriteIcon('folder-plus');
export const Hand = spriteIcon('hand');
export const History = spriteIcon('rotate-ccw-clock');
export const Lightbulb = spriteIcon('lightbulb');
export const Link2 = spriteIcon('link-2');
export const Loader2 = spriteIcon('loader-circle');
export const Lock = spriteIcon('lock');
export const LockOpen = spriteIcon('lock-open');
export const LogIn = spriteIcon('log-in');
export const LogOut = spriteIcon('log-out');
export const Mail = spriteIcon('mail');
export const MapPin = spriteIcon('map-pin');
export const Megaphone = spriteIcon('megaphone');
export const Menu = spriteIcon('menu');
export const MessageSquare = spriteIcon('message-square');
export const Minus = spriteIcon('minus');
export const Monitor = spriteIcon('monitor');
export const Moon = spriteIcon('moon');
export const Newspaper = spriteIcon('newspaper');
export const PanelLeftClose = spriteIcon('panel-left-close');
export const PanelLeftOpen = spriteIcon('panel-left-open');
export const Pencil = spriteIcon('pencil');
export const PieChart = spriteIcon('chart-pie');
export const Plus = spriteIcon('plus');
export const RefreshCw = spriteIcon('refresh-cw');
export const Rss = spriteIcon('rss');
export const Save = spriteIcon('save');
export const Search = spriteIcon('search');
export const Send = spriteIcon('send');
export const Settings = spriteIcon('settings');
export const Settings2 = spriteIcon('settings-2');
export const Share2 = spriteIcon('share-2');
export const ShieldAlert = spriteIcon('shield-exclamation-point');
export const ShieldCheck = spriteIcon('shield-check');
export const Smartphone = spriteIcon('smartphone');
export const Sparkles = spriteIcon('sparkles');
export const Star = spriteIcon('star');
export const Sun = spriteIcon('sun');
export const Tag = spriteIcon('tag');
export const Trash2 = spriteIcon('trash');
export const TrendingUp = spriteIcon('trending-up');
export const UserPlus = spriteIcon('user-plus');
export const Users = spriteIcon('users');
export const Vibrate = spriteIcon('vibrate');
export const Vote = spriteIcon('vote');
export const Wifi = spriteIcon('wifi');
export const WifiOff = spriteIcon('wifi-off');
export const X = spriteIcon('x');
