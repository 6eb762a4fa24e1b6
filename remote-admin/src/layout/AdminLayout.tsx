import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, storedToken, useLocation, useSession } from '@hochzeit/shared-ui';
import { SIGN_OUT_LABEL } from '@hochzeit/contracts/session-constants';
import { ADMIN_NAVIGATION } from './navigation';
import { scrollIntoView } from '../lib/scroll';
import './admin-layout.css';

const CONTENT_ID = 'admin-content';

export function AdminLayout() {
  const logout = useSession((s) => s.logout);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The mobile menu is open on the page where it was opened: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);

  // A click outside the menu closes it too.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: globalThis.MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setMenuOpenOn(null);
    };
    // Keyboard users close it with Escape and land back on the toggle.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  if (!storedToken('admin')) return <Navigate to="/login" replace />;

  // Focus moves into the content itself, so the next Tab continues there and not in the navigation.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    scrollIntoView(main, { block: 'start' });
  };

  return (
    <div className="admin-layout">
      <a className="skip-link" href={`#${CONTENT_ID}`} onClick={skipToContent}>
        Zum Inhalt springen
      </a>
      <header className="admin-header">
        <span className="admin-brand">Hochzeitsportal · Verwaltung</span>
        <nav ref={navRef} className="admin-nav" aria-label="Admin-Navigation">
          <button
            ref={toggleRef}
            type="button"
            className="admin-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-nav-links"
            aria-label="Menü öffnen"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <ul id="admin-nav-links" className={`admin-nav__links${menuOpen ? ' admin-nav__links--open' : ''}`}>
            {ADMIN_NAVIGATION.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={ADMIN_NAVIGATION.some((other) => other.path.startsWith(`${item.path}/`))}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="button button--small admin-logout" onClick={() => logout()}>
                {SIGN_OUT_LABEL}
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <main id={CONTENT_ID} className="page admin-content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
