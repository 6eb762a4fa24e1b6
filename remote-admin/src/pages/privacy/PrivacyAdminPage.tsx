import { DeletionRequests } from './DeletionRequests';
import { LegalTexts } from './LegalTexts';
import { RemovalRequests } from './RemovalRequests';
import { RetentionSettings } from './RetentionSettings';
import './privacy.css';

/** 'Datenschutz': the guests' deletion requests and photo removal requests, the retention date, the privacy notice and imprint. */
export function PrivacyAdminPage() {
  return (
    <section>
      <h1>Datenschutz</h1>
      <DeletionRequests />
      <RemovalRequests />
      <RetentionSettings />
      <LegalTexts />
    </section>
  );
}
