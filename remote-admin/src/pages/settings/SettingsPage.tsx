import { AdminAccountsSettings } from './AdminAccountsSettings';
import { BackupSettings } from './BackupSettings';
import { DemoDataSettings } from './DemoDataSettings';
import { EventSettingsForm } from './EventSettingsForm';
import { ExportSettings } from './ExportSettings';
import { RemoteReleasesSettings } from './RemoteReleasesSettings';
import { SignInFailuresSettings } from './SignInFailuresSettings';
import { TickerSettings } from './TickerSettings';

/** 'Einstellungen': the wedding's data, the guests' ticker, the data exports, the admin accounts, the failed sign-ins, backups and the areas' versions (preview links). */
export function SettingsPage() {
  return (
    <section>
      <h1>Einstellungen</h1>
      <EventSettingsForm />
      <div className="section">
        <TickerSettings />
      </div>
      <div className="section"><ExportSettings /></div>
      <div className="section"><AdminAccountsSettings /></div>
      <div className="section"><SignInFailuresSettings /></div>
      <div className="section"><BackupSettings /></div>
      <div className="section"><DemoDataSettings /></div>
      <div className="section"><RemoteReleasesSettings /></div>
    </section>
  );
}
