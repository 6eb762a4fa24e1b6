import type { ReactNode } from 'react';
import { Link } from '@hochzeit/shared-ui';
import { AdminAccountsSettings } from './AdminAccountsSettings';
import { BackupSettings } from './BackupSettings';
import { DemoDataSettings } from './DemoDataSettings';
import { EventSettingsForm } from './EventSettingsForm';
import { ExportSettings } from './ExportSettings';
import { RemoteReleasesSettings } from './RemoteReleasesSettings';
import { RemoteReleaseStatusSettings } from './RemoteReleaseStatusSettings';
import { SignInFailuresSettings } from './SignInFailuresSettings';
import { TickerSettings } from './TickerSettings';
import './settings.css';

/** The settings' groups, in the order a couple needs them; the technical parts last. */
const GROUPS = [
  { id: 'hochzeit', title: 'Hochzeit' },
  { id: 'gaeste-seiten', title: 'Gäste-Seiten' },
  { id: 'nachrichten', title: 'Nachrichten' },
  { id: 'zugaenge', title: 'Zugänge' },
  { id: 'daten', title: 'Daten' },
  { id: 'technik', title: 'Technik' },
] as const;
type GroupId = (typeof GROUPS)[number]['id'];

function Group({ id, children }: { id: GroupId; children: ReactNode }) {
  const title = GROUPS.find((group) => group.id === id)?.title;
  return (
    <section className="settings-group section" aria-labelledby={`settings-${id}`}>
      <h2 id={`settings-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** 'Einstellungen' in sections with their own headings, reachable from the list at the top. */
export function SettingsPage() {
  return (
    <section>
      <h1>Einstellungen</h1>
      <nav aria-label="Abschnitte der Einstellungen" className="settings-toc">
        <ul>
          {GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#settings-${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Group id="hochzeit">
        <EventSettingsForm />
      </Group>
      <Group id="gaeste-seiten">
        <TickerSettings />
        <p className="muted">
          Die Texte und Bilder der Gäste-Seiten bearbeiten Sie unter <Link to="/admin/guest-pages">Gästeseiten</Link> und{' '}
          <Link to="/admin/story">Hochzeits-Story</Link>.
        </p>
      </Group>
      <Group id="nachrichten">
        <p>
          Absender der E-Mails: im Abschnitt <a href="#settings-hochzeit">Hochzeit</a>. Vorlagen, Erinnerungen an die Rückmeldung und
          der Versand an Gäste: unter <Link to="/admin/sms">SMS-Verwaltung</Link>.
        </p>
      </Group>
      <Group id="zugaenge">
        <AdminAccountsSettings />
        <div className="section"><SignInFailuresSettings /></div>
      </Group>
      <Group id="daten">
        <ExportSettings />
        <div className="section"><BackupSettings /></div>
        <div className="section"><DemoDataSettings /></div>
      </Group>
      <Group id="technik">
        <RemoteReleasesSettings />
        <div className="section"><RemoteReleaseStatusSettings /></div>
      </Group>
    </section>
  );
}
