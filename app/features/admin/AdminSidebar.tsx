import { Menu, PanelLeftClose, PanelLeftOpen, X } from '~/app/ui/icons';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { ADMIN_SECTIONS, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from './admin-sections';

function saveCollapsed(collapsed: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? 'collapsed' : 'expanded'}; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; Path=/admin; SameSite=Lax`;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-primary text-primary-foreground' : 'text-accent-foreground hover:bg-accent',
  );

/**
 * The admin sidebar, titled 'Admin Dashboard': 16rem wide, or 3rem of icons when collapsed (the
 * button, or Ctrl/Cmd+B); the choice is kept in a cookie for 7 days. On a phone it is a menu
 * button that opens the list (18rem).
 */
export function AdminSidebar({ initiallyCollapsed, email }: { initiallyCollapsed: boolean; email: string }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        setCollapsed((was) => {
          saveCollapsed(!was);
          return !was;
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toggle = () => {
    saveCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };

  return (
    <>
      {/* Phone: a menu button and the list under it. */}
      <div className="md:hidden">
        <Button
          variant="outline"
          className="w-full justify-between"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="font-serif text-base font-bold">Admin Dashboard</span>
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? 'Close the admin menu' : 'Open the admin menu'}</span>
        </Button>
        {menuOpen && (
          <nav id="admin-menu" aria-label="Admin Dashboard" className="card mt-2 w-full max-w-72 p-2">
            <ul className="flex flex-col gap-1">
              {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={linkClass} onClick={() => setMenuOpen(false)}>
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      {/* Wider screens: the sidebar. */}
      <nav
        aria-label="Admin Dashboard"
        data-collapsed={collapsed}
        className={cn(
          'card h-fit p-2 transition-[width] duration-200 max-md:hidden md:sticky md:top-4',
          collapsed ? 'w-12' : 'w-64',
        )}
      >
        <div className={cn('mb-2 flex items-center gap-2', collapsed ? 'justify-center' : 'justify-between pl-2')}>
          {!collapsed && <p className="font-serif text-lg font-bold">Admin Dashboard</p>}
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={toggle}
            aria-label={collapsed ? 'Expand the sidebar' : 'Collapse the sidebar'}
            aria-keyshortcuts="Control+B Meta+B"
            title={`${collapsed ? 'Expand' : 'Collapse'} (Ctrl/Cmd+B)`}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </Button>
        </div>
        <ul className="flex flex-col gap-1">
          {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={(state) => cn(linkClass(state), collapsed && 'justify-center px-0')}
                title={collapsed ? label : undefined}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        {!collapsed && (
          <p className="mt-3 border-t border-border px-2 pt-3 text-xs text-muted-foreground">Signed in as {email}</p>
        )}
      </nav>
    </>
  );
}
