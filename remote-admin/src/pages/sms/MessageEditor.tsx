import { useId, useRef } from 'react';
import { SMS_MAX_LENGTH, SMS_PLACEHOLDER_LABELS, SMS_PLACEHOLDERS, smsSegments } from '@hochzeit/contracts/sms-text';
import type { SmsPreview } from './sms-api';
import { counterText, doubleWidthCharacters, unicodeHint } from './sms-model';

interface Props {
  message: string;
  onChange: (message: string) => void;
  error?: string;
  /** The longest message after personalisation over all recipients, once the preview knows it. */
  longest?: SmsPreview['longest'];
}

/** The SMS text with its counter as the message will be billed, and the placeholders to insert at the cursor. */
export function MessageEditor({ message, onChange, error, longest }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const figures = smsSegments(message);
  const unicode = unicodeHint(figures);
  const doubles = figures.encoding === 'GSM-7' ? doubleWidthCharacters(message) : [];
  const longestFigures = longest ? longest.segments : null;

  function insert(placeholder: string) {
    const token = `{${placeholder}}`;
    const element = textarea.current;
    const start = element?.selectionStart ?? message.length;
    const end = element?.selectionEnd ?? message.length;
    const next = (message.slice(0, start) + token + message.slice(end)).slice(0, SMS_MAX_LENGTH);
    onChange(next);
    // Back to the text, the cursor right after the placeholder, once React has written the value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  return (
    <div className="sms-editor">
      <div className="field">
        <label htmlFor={`${id}-text`}>SMS-Text</label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          rows={5}
          maxLength={SMS_MAX_LENGTH}
          value={message}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        />
        {error && (
          <small className="field__error" id={`${id}-error`} role="alert">
            {error}
          </small>
        )}
        <div id={`${id}-counter`} className="sms-counter">
          <span data-testid="sms-counter">{counterText(figures)}</span>
          {unicode && <span className="sms-counter__warning">{unicode}</span>}
          {doubles.length > 0 && <span className="muted">Zählen doppelt: {doubles.join(' ')}</span>}
          {longest && longestFigures && (
            <span className="muted">
              Längste SMS nach Personalisierung: {longest.guest_name} – {counterText(longestFigures)}
            </span>
          )}
        </div>
      </div>
      <details className="sms-placeholders">
        <summary>Platzhalter einfügen</summary>
        <ul className="list-plain">
          {SMS_PLACEHOLDERS.map((name) => (
            <li key={name}>
              <button type="button" className="button button--small" onClick={() => insert(name)} aria-label={`Platzhalter {${name}} einfügen`}>
                {`{${name}}`}
              </button>
              <span className="muted">{SMS_PLACEHOLDER_LABELS[name]}</span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
