/**
 * The limits every JSON request body is held to before anything reads it, and the German replies
 * (`{msg}`) when a body breaks them: one wording for the backend and for the tests that check it.
 */
export const MAX_JSON_DEPTH = 20;

export const BODY_MESSAGES = {
  tooLarge: (limit: number) => `Die Anfrage ist zu groß (höchstens ${Math.floor(limit / 1024)} KB).`,
  tooDeep: `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`,
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  forbiddenKey: 'Die Anfrage enthält einen nicht erlaubten Schlüssel (__proto__ oder constructor.prototype).',
  unsupportedEncoding: 'Die Kodierung der Anfrage wird nicht unterstützt (nur UTF-8, ohne oder mit gzip, deflate, br).',
  invalidCompression: 'Die Anfrage ist nicht gültig komprimiert.',
  aborted: 'Die Anfrage wurde abgebrochen oder ist unvollständig. Bitte erneut senden.',
  notJson: 'Die Anfrage muss als JSON gesendet werden (Content-Type: application/json).',
  invalidUtf8: 'Die Anfrage enthält ungültige Zeichen (kein gültiges UTF-8).',
  tooSlow: 'Die Anfrage kam zu langsam an. Bitte erneut senden.',
} as const;
