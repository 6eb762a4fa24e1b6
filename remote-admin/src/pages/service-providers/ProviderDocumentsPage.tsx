import { useRef, useState, type FormEvent } from 'react';
import { downloadFile, errorMessage, Field, formatDateTime, Link, ProgressBar, useParams } from '@hochzeit/shared-ui';
import { adminApi, adminApiUpload } from '../../lib/admin-api';
import type { ProviderDocument, ServiceProvider } from '../../lib/api-types';
import { ListState } from '../../lib/ListState';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';

const ACCEPTED = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt';
const ALLOWED = /\.(pdf|docx?|xlsx?|pptx?|txt)$/i;
const reason = (e: unknown) => errorMessage(e, 'Unbekannter Fehler');

/** Dokumente eines Dienstleisters: list, upload with progress, download, delete (spec core §2). */
export function ProviderDocumentsPage() {
  const { spId } = useParams();
  const base = `/api/admin/service-providers/${spId}/documents`;
  const notice = useNotice();
  const documents = useLoad(() => adminApi.get<ProviderDocument[]>(base), () => notice.error('Fehler beim Laden der Dokumente'));
  const provider = useLoad(() => adminApi.get<ServiceProvider>(`/api/admin/service-providers/${spId}`));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return notice.error('Bitte wählen Sie eine Datei aus');
    if (!ALLOWED.test(file.name)) return notice.error('Fehler beim Upload: Erlaubt sind pdf, doc, docx, xls, xlsx, ppt, pptx und txt');
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      await adminApiUpload(base, form, setProgress);
      notice.success(`"${file.name}" hochgeladen`);
      setFile(null);
      if (input.current) input.current.value = '';
      await documents.reload();
    } catch (e) {
      notice.error(`Fehler beim Upload: ${reason(e)}`);
    } finally {
      setProgress(null);
    }
  }

  async function download(document: ProviderDocument) {
    try {
      await downloadFile('admin', `${base}/${document.id}/download`, document.document_name);
    } catch (e) {
      notice.error(`Fehler beim Download: ${reason(e)}`);
    }
  }

  async function remove(document: ProviderDocument) {
    if (!window.confirm(`Dokument "${document.document_name}" wirklich löschen?`)) return;
    try {
      await adminApi.delete(`${base}/${document.id}`);
      notice.success('Dokument gelöscht');
      await documents.reload();
    } catch (e) {
      notice.error(`Fehler beim Löschen: ${reason(e)}`);
    }
  }

  return (
    <section>
      <Link className="back-link" to="/admin/service-providers">
        ← Zurück zu den Dienstleistern
      </Link>
      <h1>Dokumente{provider.data ? ` – ${provider.data.company_name}` : ''}</h1>
      {notice.element}
      <form className="card inline-form" onSubmit={upload} aria-label="Dokument hochladen">
        <Field label="Datei (pdf, doc, docx, xls, xlsx, ppt, pptx, txt; max. 25 MB)">
          <input ref={input} type="file" accept={ACCEPTED} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <button className="button button--primary" type="submit" disabled={progress !== null}>
          Hochladen
        </button>
        {progress !== null && <ProgressBar value={progress} label="Upload-Fortschritt" />}
      </form>
      <ListState items={documents.data} loading={documents.loading} empty="Noch keine Dokumente.">
        {(docs) => (
          <ul className="list-plain section">
            {docs.map((d) => (
              <li key={d.id}>
                <span>
                  {d.document_name} <span className="muted">({(d.size / 1024).toFixed(0)} KB, {formatDateTime(d.uploaded_at)})</span>
                </span>
                <span className="row-actions">
                  <button className="button button--small" type="button" onClick={() => download(d)}>
                    Herunterladen
                  </button>
                  <button className="button button--small button--danger" type="button" onClick={() => remove(d)}>
                    Löschen
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
