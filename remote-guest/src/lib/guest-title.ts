import { useEffect, useState } from 'react';
import { createApi, unwrap, useDocumentTitle, useSession } from '@hochzeit/shared-ui';

/** The couple's names, once known in this visit: every guest page's title ends with them. */
let coupleNames: string | null = null;
let pending: Promise<string | null> | null = null;

/** The dashboard already has the settings: it hands the names over, so no page asks again. */
export function rememberCoupleNames(names: string | null | undefined): void {
  if (names) coupleNames = names;
}

function loadCoupleNames(userType: string | null): Promise<string | null> {
  pending ??= unwrap(createApi(userType === 'service_provider' ? 'service_provider' : 'guest').GET('/api/event-settings'))
    .then((event) => (coupleNames = event.couple_names))
    .catch(() => {
      // A title is not worth an error message; the next page may try again.
      pending = null;
      return null;
    });
  return pending;
}

/** A guest page's title: 'Tagesplan · Anna & Lukas' (just 'Tagesplan' until the names are known). */
export function useGuestTitle(page: string): void {
  const userType = useSession((s) => s.userType);
  const [names, setNames] = useState(coupleNames);
  useEffect(() => {
    if (names) return;
    let current = true;
    // After the page's own requests: its content matters more than its title.
    const timer = setTimeout(() => void loadCoupleNames(userType).then((loaded) => current && setNames(loaded)));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [names, userType]);
  useDocumentTitle(page, names);
}

/** For tests: forget what an earlier test loaded. */
export function forgetCoupleNames(): void {
  coupleNames = null;
  pending = null;
}
