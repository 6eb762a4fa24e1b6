import { MENU_FOR_INNER_CIRCLE, MENU_NOT_CHOSEN } from '@hochzeit/contracts/guest-texts';
import { Icon, Link } from '@hochzeit/shared-ui';

interface Props {
  menuId: number | null;
  isInnerCircle: boolean;
}


/** The dashboard's navigation buttons; the story once ('Unsere Geschichte'). */
export function GuestNavigation({ menuId, isInnerCircle }: Props) {
  const menuActive = isInnerCircle && menuId !== null;
  return (
    <nav className="guest-nav" aria-label="Bereiche">
      <Link className="guest-nav__item" to="/guest/timeline"><Icon name="clock" />Tagesplan</Link>
      {menuActive ? (
        <Link className="guest-nav__item" to={`/guest/menu/${menuId}`}>
          <Icon name="utensils" />
          Menü
        </Link>
      ) : (
        <span className="guest-nav__item guest-nav__item--disabled" aria-disabled="true">
          <Icon name="utensils" />
          Menü
          {/* Visible, not a hover title: a phone never shows one. */}
          <small className="guest-nav__reason">{isInnerCircle ? MENU_NOT_CHOSEN : MENU_FOR_INNER_CIRCLE}</small>
        </span>
      )}
      <Link className="guest-nav__item" to="/guest/story"><Icon name="heart" />Unsere Geschichte</Link>
      <Link className="guest-nav__item" to="/guest/dresscode"><Icon name="hanger" />Dresscode</Link>
      <Link className="guest-nav__item" to="/guest/wishlist"><Icon name="gift" />Wunschliste</Link>
      <Link className="guest-nav__item" to="/guest/weather"><Icon name="sun" />Wetter</Link>
      <Link className="guest-nav__item" to="/guest/schloss"><Icon name="castle" />Schloss</Link>
      <Link className="guest-nav__item" to="/guest/gallery"><Icon name="camera" />Hochzeitsfotos</Link>
      <Link className="guest-nav__item" to="/guest/anfahrt"><Icon name="pin" />Anfahrt</Link>
      <Link className="guest-nav__item" to="/guest/meine-daten"><Icon name="book" />Meine Daten</Link>
    </nav>
  );
}
