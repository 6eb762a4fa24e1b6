import type { PassThrough, Readable } from 'node:stream';
import { GuestPrivacyReply, type GuestPrivacyReplyJson, PRIVACY_EXPORT_ENTRIES } from '@hochzeit/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { ZipFile } from 'yazl';
import type { AuthUser } from '../../auth/auth.types.js';
import { MediaPersonalData } from '../media/index.js';
import { GuestPrivacyService } from './guest-privacy.service.js';

/** Text safe inside HTML. */
const html = (text: string | number | boolean | null | undefined) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const dateTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' }) : '–');
const list = (items: string[]) => (items.length ? items.join(', ') : '–');

/** A photo's name in the ZIP: its number and its file name without anything a file system might refuse. */
const photoName = (index: number, original: string, extension: string) => {
  const base = original.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim().slice(0, 80) || 'foto';
  return `${PRIVACY_EXPORT_ENTRIES.photos}${String(index + 1).padStart(3, '0')}_${base}${extension}`;
};

/** The readable page: the same data as the JSON, in German, for a person rather than a program. */
function readable(data: GuestPrivacyReplyJson, photoFiles: Map<number, string>): string {
  const g = data.guest;
  const rows = (pairs: [string, string | number | boolean][]) => `<table>${pairs.map(([k, v]) => `<tr><th>${html(k)}</th><td>${html(v)}</td></tr>`).join('')}</table>`;
  const section = (title: string, body: string) => `<h2>${html(title)}</h2>${body}`;
  const a = data.answer;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Meine Daten</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}th{text-align:left;padding-right:1rem;vertical-align:top}td,th{border-bottom:1px solid #ddd;padding:.25rem}</style></head><body>
<h1>Meine Daten: ${html([g.first_name, g.last_name].filter(Boolean).join(' '))}</h1>
${section('Gästeeintrag', rows([
    ['Vorname', g.first_name], ['Nachname', g.last_name], ['E-Mail', g.email ?? '–'], ['Telefon', g.phone ?? '–'], ['Mobil', g.mobile ?? '–'],
    ['Adresse', g.address ?? '–'], ['Gästeart', g.guest_type], ['Seite', g.side ?? '–'], ['Gruppe', g.group_name ?? '–'], ['Menü', g.menu_name ?? '–'],
    ['Allergien und Ernährung', list(g.allergies)], ['Einwilligung Allergien', dateTime(g.allergy_consent_at)], ['Besondere Wünsche', g.special_requests ?? '–'],
    ['Begleitung erlaubt', g.companion_allowed ? 'ja' : 'nein'], ['Angelegt', dateTime(g.created_at)],
  ]))}
${section('Meine Antwort', a ? rows([
    ['Teilnahme', a.attending ? 'Zusage' : 'Absage'], ['Liedwunsch', a.song_wish ?? '–'], ['Nachricht an das Brautpaar', a.message ?? '–'],
    ['Begleitung', a.companion_name ?? '–'], ['Menü der Begleitung', a.companion_menu_name ?? '–'], ['Allergien der Begleitung', list(a.companion_allergies)], ['Beantwortet', dateTime(a.answered_at)],
  ]) : '<p>Noch keine Antwort.</p>')}
${section('Meine Fotos', data.photos.length ? `<ul>${data.photos.map((p) => `<li>${html(p.original_name)} (${dateTime(p.uploaded_at)})${photoFiles.has(p.id) ? ` – <a href="${html(photoFiles.get(p.id))}">${html(photoFiles.get(p.id))}</a>` : ''}</li>`).join('')}</ul>` : '<p>Keine Fotos.</p>')}
<p>Auf der Diashow: ${data.wall_hidden ? 'nicht gezeigt' : 'gezeigt'}. Foto-Bestätigung: ${html(dateTime(data.photo_consent_at))}</p>
${section('Nachrichten an mich', data.messages.length ? `<table><tr><th>Datum</th><th>Weg</th><th>An</th><th>Text</th><th>Status</th></tr>${data.messages.map((m) => `<tr><td>${html(dateTime(m.sent_at))}</td><td>${m.medium === 'sms' ? 'SMS' : 'E-Mail'}</td><td>${html(m.to)}</td><td>${m.subject ? `<strong>${html(m.subject)}</strong><br>` : ''}${html(m.body)}</td><td>${html(m.state)}</td></tr>`).join('')}</table>` : '<p>Keine Nachrichten.</p>')}
${section('Anmeldungen', data.sessions.length ? `<ul>${data.sessions.map((s) => `<li>${html(s.browser)}: zuletzt ${html(dateTime(s.last_used_at))}</li>`).join('')}</ul>` : '<p>Keine.</p>')}
${section('Löschung', `<p>Ab ${html(data.retention.delete_from ?? '–')} werden gelöscht: ${html(data.retention.fields)}.</p>`)}
</body></html>`;
}

/** 'Alles herunterladen': one ZIP with the guest's data as JSON and as a readable page, and their photos (full size, without metadata). */
@Injectable()
export class PrivacyExport {
  private readonly logger = new Logger('Datenschutz');

  constructor(
    private readonly privacy: GuestPrivacyService,
    private readonly media: MediaPersonalData,
  ) {}

  fileName(): string {
    return `meine-daten-${new Date().toISOString().slice(0, 10)}.zip`;
  }

  async archive(user: AuthUser): Promise<Readable> {
    const data = GuestPrivacyReply.encode(await this.privacy.overview(user));
    // One after the other: a photo whose full-size version is not made yet is made now.
    const photos: Array<{ id: number; name: string; data: Readable } | null> = [];
    for (const [index, photo] of data.photos.entries()) {
      try {
        const file = await this.media.fullSize(photo.id);
        photos.push(file ? { id: photo.id, name: photoName(index, photo.original_name, file.extension), data: file.data } : null);
      } catch (error) {
        this.logger.warn(`Export: Foto ${photo.id} ausgelassen: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const files = photos.filter((photo) => photo !== null);
    const names = new Map(files.map((file) => [file.id, file.name]));
    // The JSON names no signed addresses (they end with the session); the photos are in the ZIP.
    const json = { ...data, photos: data.photos.map(({ thumb_url: _url, ...photo }) => ({ ...photo, file: names.get(photo.id) ?? null })) };
    const zip = new ZipFile();
    const output = zip.outputStream as PassThrough;
    zip.on('error', (error: Error) => output.destroy(error));
    zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), PRIVACY_EXPORT_ENTRIES.json);
    zip.addBuffer(Buffer.from(readable(data, names)), PRIVACY_EXPORT_ENTRIES.html);
    for (const file of files) {
      zip.addReadStream(file.data, file.name, { compress: false });
    }
    zip.end();
    return output;
  }
}
