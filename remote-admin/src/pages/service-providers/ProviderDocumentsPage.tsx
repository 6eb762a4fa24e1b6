import { useRef, useState, type FormEvent } from 'react';
import { PROVIDER_DOCUMENT_EXTENSIONS, PROVIDER_DOCUMENT_MAX_BYTES, PROVIDER_DOCUMENT_MESSAGES, type ProviderDocumentJson } from '@hochzeit/contracts';
import { createApi, errorMessage, Link, unwrap, useParams, useQuery } from '@hochzeit/shared-ui';
import { downloadFile, Field, ProgressBar, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { adminApiUpload } from '../../lib/admin-api';
import { ListState } from '../../lib/ListState';
import { LoadFailure } from '../../lib/LoadFailure';
import { providerDocumentsQuery, serviceProviderQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useRowNotice } from '../../lib/use-row-notice';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');
const EXTENSIONS = PROVIDER_DOCUMENT_EXTENSIONS.join(', ');
const MAX_MB = PROVIDER_DOCUMENT_MAX_BYTES / (1024 * 1024);
const ACCEPTED = PROVIDER_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const isAllowed = (name: string) => (PROVIDER_DOCUMENT_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');
const reason = (e: unknown) => errorMessage(e, 'Unbekannter Fehler');

/** Dokumente eines Dienstleisters: list, upload with progress, download, delete with confirmation. */
export function ProviderDocumentsPage() {
  const { spId } = useParams();
  const providerId = Number(spId);
  const base = `/api/admin/service-providers/${providerId}/documents`;
  const uploadNotice = useNotice();
  const rowNotice = useRowNotice();
  const documents = useQuery(providerDocumentsQuery(providerId));
  const provider = useQuery(serviceProviderQuery(providerId));
  const change = useAdminChange([providerDocumentsQuery(providerId).queryKey]);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return uploadNotice.error(PROVIDER_DOCUMENT_MESSAGES.fileMissing);
    if (!isAllowed(file.name)) {
      return uploadNotice.error(`Fehler beim Upload: Erlaubt sind ${PROVIDER_DOCUMENT_EXTENSIONS.slice(0, -1).join(', ')} und ${PROVIDER_DOCUMENT_EXTENSIONS.at(-1)}`);
    }
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      await change(() => adminApiUpload<ProviderDocumentJson>(base, form, setProgress));
      uploadNotice.success(`"${file.name}" hochgeladen`);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      uploadNotice.error(`Fehler beim Upload: ${reason(e)}`);
    } finally {
      setProgress(null);
    }
  }

  async function download(document: ProviderDocumentJson) {
    try {
      await downloadFile('admin', `${base}/${document.id}/download`, document.document_name);
    } catch (e) {
      rowNotice.error(document.id, `Fehler beim Download: ${reason(e)}`);
    }
  }

  async function remove(document: ProviderDocumentJson) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/service-providers/{spId}/documents/{docId}', { params: { path: { spId: providerId, docId: document.id } } })));
      rowNotice.success(null, 'Dokument gelöscht');
    } catch (e) {
      rowNotice.error(document.id, `Fehler beim Löschen: ${reason(e)}`);
    }
  }

  return (
    <section>
      <Link className="back-link" to="/admin/service-providers">
        ← Zurück zu den Dienstleistern
      </Link>
      <h1>Dokumente{provider.data ? ` – ${provider.data.company_name}` : ''}</h1>
      <LoadFailure query={documents} text="Fehler beim Laden der Dokumente" />
      <form className="card inline-form" onSubmit={upload} aria-label="Dokument hochladen">
        <Field label={`Datei (${EXTENSIONS}; max. ${MAX_MB} MB)`}>
          <input ref={input} type="file" accept={ACCEPTED} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <button className="button button--primary" type="submit" disabled={progress !== null}>
          Hochladen
        </button>
        {progress !== null && <ProgressBar value={progress} label="Upload-Fortschritt" />}
        {uploadNotice.element}
      </form>
      {rowNotice.at(null)}
      <ListState items={documents.data} loading={documents.isPending} empty="Noch keine Dokumente.">
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
                  <RowActions onDelete={() => void remove(d)} confirmDelete={`Dokument "${d.document_name}" wirklich löschen?`}>
                    {rowNotice.at(d.id)}
                  </RowActions>
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
