import { useState } from 'react';
import { Loading, useQuery } from '@hochzeit/shared-ui';
import { exportProvidersQuery, exportStatsQuery } from '../../lib/queries';
import { ExportButton, ExportStatus, ProviderSelect } from '../../lib/exports/ExportControls';
import {
  EXPORT_CATEGORIES,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_KIND_SHORT_LABELS,
  EXPORT_MESSAGES,
  EXPORT_STATS_LABELS,
  PROVIDER_EXPORT_KIND,
} from '@hochzeit/contracts/export-constants';
import type { ExportStats } from '@hochzeit/contracts';
import { InvitationCardsSection } from './InvitationCardsSection';
import { useExports } from '../../lib/exports/use-exports';
import '../../lib/stat-figures.css';
import './exports.css';

/** 'Daten-Exports': the overview's six figures, then every list as PDF or CSV. */
export function ExportsPage() {
  const stats = useQuery(exportStatsQuery());
  const providers = useQuery(exportProvidersQuery());
  const [providerId, setProviderId] = useState<number | null>(null);
  const exports = useExports();

  return (
    <section className="exports-page">
      <h1>Daten-Exports</h1>
      <section className="card" aria-labelledby="export-stats-title">
        <h2 id="export-stats-title">Übersicht</h2>
        {stats.isLoadingError && (
          <p className="form-error" role="alert">
            {EXPORT_MESSAGES.statsFailed}
          </p>
        )}
        {stats.isPending && <Loading />}
        {stats.data && (
          <dl className="stat-figures">
            {(Object.keys(EXPORT_STATS_LABELS) as (keyof ExportStats)[]).map((key) => (
              <div key={key}>
                <dt>{EXPORT_STATS_LABELS[key]}</dt>
                <dd>{stats.data[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <div className="export-grid">
        {EXPORT_CATEGORIES.map((category) => (
          <section key={category.id} className="card" aria-labelledby={`export-${category.id}-title`}>
            <h2 id={`export-${category.id}-title`}>{category.title}</h2>
            <ul className="export-rows">
              {category.kinds.map((kind) => (
                <li key={kind}>
                  {kind === PROVIDER_EXPORT_KIND ? (
                    <ProviderSelect providers={providers.data} failed={providers.isLoadingError} value={providerId} onChange={setProviderId} />
                  ) : (
                    <span className="export-rows__name">{EXPORT_KIND_SHORT_LABELS[kind]}</span>
                  )}
                  <span className="export-rows__buttons">
                    {EXPORT_FORMATS.map((format) => (
                      <ExportButton key={format} exports={exports} place={category.id} kind={kind} format={format} providerId={providerId}>
                        {EXPORT_FORMAT_LABELS[format]}
                      </ExportButton>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
            <ExportStatus exports={exports} place={category.id} />
          </section>
        ))}
      </div>
      <InvitationCardsSection exports={exports} />
    </section>
  );
}
