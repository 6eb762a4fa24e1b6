import { allergenWarning, matchingAllergens, type Menu } from '@hochzeit/contracts';

/** The allergens of the guest's menu they react to; none without a menu. */
export function menuAllergenMatches(allergies: readonly string[], menuId: number | null | undefined, menus: readonly Menu[]): string[] {
  const menu = menuId == null ? undefined : menus.find((m) => m.id === menuId);
  return menu ? matchingAllergens(allergies, menu.allergens) : [];
}

/**
 * A warning that the assigned menu contains an allergen of the guest. In the form it is a live
 * region, so choosing a menu or typing an allergy announces the clash as soon as it arises.
 */
export function AllergenWarning({ matches, live = false }: { matches: readonly string[]; live?: boolean }) {
  const text = matches.length > 0 ? allergenWarning(matches) : null;
  if (!live) return text ? <p className="allergen-warning">{text}</p> : null;
  return (
    <div aria-live="polite" className="allergen-warning__live">
      {text && <p className="allergen-warning">{text}</p>}
    </div>
  );
}
