import { Link } from '@hochzeit/shared-ui';
import type { Menu } from '@hochzeit/contracts';

interface Props {
  menuId: number | null;
  isInnerCircle: boolean;
  /** Handed over to the menu page so it need not load it again. */
  menu: Menu | null;
}

/** The dashboard's navigation buttons; the story is linked twice on purpose ('Unsere Geschichte' and 'Story'). */
export function GuestNavigation({ menuId, isInnerCircle, menu }: Props) {
  const menuActive = isInnerCircle && menuId !== null;
  return (
    <nav className="guest-nav" aria-label="Bereiche">
      <Link className="guest-nav__item" to="/guest/timeline">Tagesplan</Link>
      {menuActive ? (
        <Link className="guest-nav__item" to={`/guest/menu/${menuId}`} state={menu ? { menu } : undefined}>
          Menü
        </Link>
      ) : (
        <span className="guest-nav__item guest-nav__item--disabled" aria-disabled="true" title="Das Menü ist für Inner-Circle-Gäste mit gewähltem Menü">
          Menü
        </span>
      )}
      <Link className="guest-nav__item" to="/guest/story">Unsere Geschichte</Link>
      <Link className="guest-nav__item" to="/guest/dresscode">Dresscode</Link>
      <Link className="guest-nav__item" to="/guest/wishlist">Wunschliste</Link>
      <Link className="guest-nav__item" to="/guest/weather">Wetter</Link>
      <Link className="guest-nav__item" to="/guest/schloss">Schloss</Link>
      <Link className="guest-nav__item" to="/guest/gallery">Hochzeitsfotos</Link>
      <Link className="guest-nav__item" to="/guest/anfahrt">Anfahrt</Link>
      <Link className="guest-nav__item" to="/guest/story">Hochzeits-Story</Link>
    </nav>
  );
}
