import { type FormEvent, useState } from 'react';
import { type AdminLegalPageJson, LEGAL_PAGE_KINDS, LEGAL_PAGE_TITLES, type LegalPageKind, PRIVACY_LIMITS } from '@hochzeit/contracts';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { adminLegalPageQuery, saveLegalPage } from './privacy-queries';

function LegalTextForm({ kind, page }: { kind: LegalPageKind; page: AdminLegalPageJson }) {
  const status = useNotice();
  const change = useAdminChange([adminLegalPageQuery(kind).queryKey, ['/api/legal-pages/{kind}', { kind }]]);
  const [text, setText] = useState(page.text);
  const [busy, setBusy] = useState(false);
  const title = LEGAL_PAGE_TITLES[kind];

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      // The template unchanged is saved as 'the template': it then follows the product's updates.
      await change(() => saveLegalPage(kind, text.trim() === page.template.trim() ? null : text));
      status.success(`${title} gespeichert`);
    } catch (error) {
      status.error(errorMessage(error, 'Speichern fehlgeschlagen'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card privacy-legal" onSubmit={save} aria-label={title}>
      <h3>{title}</h3>
      <p className="muted">
        {page.updated_at ? `Zuletzt geändert am ${formatDateTime(page.updated_at)}.` : 'Noch die Vorlage: bitte ergänzen Sie Namen und Anschrift.'}{' '}
        <a href={`/${kind}`} target="_blank" rel="noreferrer">
          Seite ansehen
        </a>
      </p>
      <Field label={`Text: ${title}`} hint="Leerzeile: neuer Absatz. Eine Zeile mit „## “ am Anfang: Zwischenüberschrift.">
        <textarea rows={14} maxLength={PRIVACY_LIMITS.legalText} value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <FormActions submitLabel="Speichern" disabled={busy} status={status.element} />
      <button type="button" className="button button--ghost" onClick={() => setText(page.template)}>
        Vorlage einsetzen
      </button>
    </form>
  );
}

function LegalText({ kind }: { kind: LegalPageKind }) {
  const page = useQuery(adminLegalPageQuery(kind));
  return (
    <>
      <LoadFailure query={page} text={`${LEGAL_PAGE_TITLES[kind]} konnte nicht geladen werden.`} />
      {page.isPending ? <Loading /> : page.data ? <LegalTextForm kind={kind} page={page.data} /> : null}
    </>
  );
}

/** The texts of the public pages 'Datenschutz' and 'Impressum', linked from every guest page and the sign-in pages. */
export function LegalTexts() {
  return (
    <section className="section" aria-labelledby="privacy-legal">
      <h2 id="privacy-legal">Datenschutzerklärung und Impressum</h2>
      {LEGAL_PAGE_KINDS.map((kind) => (
        <LegalText key={kind} kind={kind} />
      ))}
    </section>
  );
}
