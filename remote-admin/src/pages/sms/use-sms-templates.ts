import { useCallback, useState } from 'react';
import { SMS_DEFAULT_TEMPLATES, SMS_TEMPLATES_STORAGE_KEY, type SmsTemplate } from '@hochzeit/contracts/sms-text';

const isTemplate = (value: unknown): value is SmsTemplate =>
  typeof value === 'object' && value !== null && ['id', 'name', 'text'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The stored templates; the defaults when nothing (or something unreadable) is stored. */
export function readTemplates(): SmsTemplate[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SMS_TEMPLATES_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored) && stored.every(isTemplate)) return stored;
  } catch {
    // A damaged entry falls back to the defaults below.
  }
  return SMS_DEFAULT_TEMPLATES.map((template) => ({ ...template }));
}

function writeTemplates(templates: SmsTemplate[]) {
  try {
    localStorage.setItem(SMS_TEMPLATES_STORAGE_KEY, JSON.stringify(templates));
  } catch {
    // Storage full or blocked (private mode): the templates still work for this visit.
  }
}

const newId = () => `vorlage-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The admin's SMS templates, kept in this browser: add, edit, delete, and back to the defaults. */
export function useSmsTemplates() {
  const [templates, setTemplates] = useState<SmsTemplate[]>(readTemplates);

  const update = useCallback((change: (current: SmsTemplate[]) => SmsTemplate[]) => {
    setTemplates((current) => {
      const next = change(current);
      writeTemplates(next);
      return next;
    });
  }, []);

  return {
    templates,
    add: (name: string, text: string) => update((current) => [...current, { id: newId(), name, text }]),
    edit: (id: string, name: string, text: string) => update((current) => current.map((t) => (t.id === id ? { ...t, name, text } : t))),
    remove: (id: string) => update((current) => current.filter((t) => t.id !== id)),
    reset: () => update(() => SMS_DEFAULT_TEMPLATES.map((template) => ({ ...template }))),
  };
}
