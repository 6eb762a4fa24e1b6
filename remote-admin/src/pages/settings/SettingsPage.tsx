import { AdminAccountsSettings } from './AdminAccountsSettings';
import { DemoDataSettings } from './DemoDataSettings';
import { EventSettingsForm } from './EventSettingsForm';
import { TickerSettings } from './TickerSettings';

/** 'Einstellungen': the wedding's data, the guests' ticker and the admin accounts. The exports section comes with the exports feature. */
export function SettingsPage() {
  return (
    <section>
      <h1>Einstellungen</h1>
      <EventSettingsForm />
      <div className="section">
        <TickerSettings />
      </div>
      <div className="section"><AdminAccountsSettings /></div>
      <div className="section"><DemoDataSettings /></div>
    </section>
  );
}
