import { Link } from 'react-router';
import { SITE } from '~/core/site';
import { useSiteIdentity } from '~/app/ui/site-identity';

export function SiteFooter() {
  const site = useSiteIdentity();
  return (
    // The bottom padding keeps the footer's last line clear of the floating Rate Our App button.
    <footer className="mx-auto mt-8 max-w-7xl px-4 pb-24">
      <div className="card flex flex-col gap-4 p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-serif text-lg font-bold">{site.name}</p>
          <p className="text-sm text-muted-foreground">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <li>
              <Link to="/" className="hover:underline">
                News
              </Link>
            </li>
            <li>
              <Link to="/newsletter" className="hover:underline">
                Newsletter
              </Link>
            </li>
            <li>
              <Link to="/industry-polls" className="hover:underline">
                Industry Polls
              </Link>
            </li>
            <li>
              <Link to="/embed-generator" className="hover:underline">
                Embed Our News
              </Link>
            </li>
            <li>
              <Link to="/api/docs" className="hover:underline">
                API
              </Link>
            </li>
            <li>
              <a href={`mailto:${SITE.advertisingEmail}`} className="hover:underline">
                Advertise
              </a>
            </li>
          </ul>
        </nav>
        <p className="flex flex-col gap-1 text-xs text-muted-foreground">
          {site.contactEmail && (
            <a href={`mailto:${site.contactEmail}`} className="break-all hover:underline">
              Contact: {site.contactEmail}
            </a>
          )}
          <span>
            © {new Date().getFullYear()} {site.name}
          </span>
        </p>
      </div>
    </footer>
  );
}
