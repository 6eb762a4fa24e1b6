import { type FormEvent, useState } from 'react';
import { SMS_MAX_LENGTH, SMS_MESSAGES } from '@hochzeit/contracts/sms-text';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useSmsTemplates } from './use-sms-templates';
import { RowActions } from '../../lib/RowActions';


type Editing = { id: string | null; name: string; text: string };

/** The admin's templates (kept in this browser): apply one to the SMS text, add, edit, delete, reset to the defaults. */
export function TemplateManager({ message, onApply }: { message: string; onApply: (text: string) => void }) {
  const { templates, add, edit, remove, reset } = useSmsTemplates();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<{ name?: string; text?: string }>({});

  function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const name = editing.name.trim();
    const text = editing.text.trim();
    const problems = { name: name ? undefined : SMS_MESSAGES.templateNameRequired, text: text ? undefined : SMS_MESSAGES.templateTextRequired };
    setErrors(problems);
    if (problems.name || problems.text) return;
    if (editing.id) edit(editing.id, name, text);
    else add(name, text);
    setEditing(null);
  }

  function startNew() {
    setErrors({});
    // A new template starts from what is in the SMS field: writing it there first is the usual way.
    setEditing({ id: null, name: '', text: message });
  }

  return (
    <section className="sms-templates" aria-labelledby="sms-templates-title">
      <div className="page-header">
        <h3 id="sms-templates-title">Vorlagen</h3>
        <div className="actions sms-templates__actions">
          <button type="button" className="button button--small" onClick={startNew}>
            Neue Vorlage
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              if (window.confirm('Alle Vorlagen auf die Standardvorlagen zurücksetzen? Eigene Vorlagen gehen verloren.')) {
                reset();
                setEditing(null);
              }
            }}
          >
            Standardvorlagen wiederherstellen
          </button>
        </div>
      </div>

      {editing && (
        <form className="sms-template-form" onSubmit={save} noValidate aria-label={editing.id ? 'Vorlage bearbeiten' : 'Neue Vorlage'}>
          <Field label="Name der Vorlage" error={errors.name}>
            <input value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} maxLength={80} />
          </Field>
          <Field label="Text der Vorlage" error={errors.text}>
            <textarea rows={3} value={editing.text} maxLength={SMS_MAX_LENGTH} onChange={(e) => setEditing({ ...editing, text: e.target.value })} />
          </Field>
          <div className="actions">
            <button type="submit" className="button button--primary button--small">
              Vorlage speichern
            </button>
            <button type="button" className="button button--small" onClick={() => setEditing(null)}>
              Abbrechen
            </button>
          </div>
        </form>
      )}

      {templates.length === 0 ? (
        <p className="muted">Keine Vorlagen vorhanden.</p>
      ) : (
        <ul className="sms-template-list">
          {templates.map((template) => (
            <li key={template.id} aria-label={`Vorlage ${template.name}`}>
              <div className="sms-template-list__text">
                <strong>{template.name}</strong>
                <span className="muted">{template.text}</span>
              </div>
              <div className="row-actions">
                <button type="button" className="button button--small button--primary" onClick={() => onApply(template.text)} aria-label={`Vorlage ${template.name} übernehmen`}>
                  Übernehmen
                </button>
                <RowActions
                  onEdit={() => {
                    setErrors({});
                    setEditing({ id: template.id, name: template.name, text: template.text });
                  }}
                  editName={`Vorlage ${template.name} bearbeiten`}
                  onDelete={() => remove(template.id)}
                  confirmDelete={`Vorlage "${template.name}" löschen?`}
                  deleteName={`Vorlage ${template.name} löschen`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
