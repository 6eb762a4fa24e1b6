import { useState } from 'react';
import { useQuery } from '@hochzeit/shared-ui';
import { exportProvidersQuery } from '../../lib/queries';
import { ExportButton, ExportStatus, ProviderSelect } from '../../lib/exports/ExportControls';
import { EXPORT_CATEGORIES, EXPORT_FORMAT_LABELS, EXPORT_FORMATS, EXPORT_KIND_SHORT_LABELS, type ExportFormat, PROVIDER_EXPORT_KIND } from '@hochzeit/contracts/export-constants';
import { useExports } from '../../lib/exports/use-exports';
import './export-settings.css';

const PLACE = 'settings';

/** 'Daten-Exports' in the settings: one format for all, then a button per list, by category. */
export function ExportSettings() {
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [providerId, setProviderId] = useState<number | null>(null);
  const providers = useQuery(exportProvidersQuery());
  const exports = useExports();

  return (
    <section className="card export-settings" aria-labelledby="export-settings-title">
      <h3 id="export-settings-title">Daten-Exports</h3>
      <fieldset className="export-settings__formats">
        <legend>Format</legend>
        {EXPORT_FORMATS.map((value) => (
          <label key={value} className="field field--inline">
            <input type="radio" name="export-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
            {EXPORT_FORMAT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="export-settings__categories">
        {EXPORT_CATEGORIES.map((category) => (
          <div key={category.id}>
            <h4>{category.title}</h4>
            <ul className="export-settings__list">
              {category.kinds.map((kind) => (
                <li key={kind}>
                  {kind === PROVIDER_EXPORT_KIND && (
                    <ProviderSelect providers={providers.data} failed={providers.isLoadingError} value={providerId} onChange={setProviderId} />
                  )}
                  <ExportButton exports={exports} place={PLACE} kind={kind} format={format} providerId={providerId}>
                    {EXPORT_KIND_SHORT_LABELS[kind]}
                  </ExportButton>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ExportStatus exports={exports} place={PLACE} />
    </section>
  );
}
