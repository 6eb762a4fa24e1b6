import { useCallback, useState } from 'react';
import { guestAddressOf } from '@hochzeit/contracts/guest-texts';
import { SMS_TEMPLATES_STORAGE_KEY, smsDefaultTemplates, type SmsTemplate } from '@hochzeit/contracts/sms-text';
import { eventSettingsQuery, useQuery } from '@hochzeit/shared-ui';

const isTemplate = (value: unknown): value is SmsTemplate =>
  typeof value === 'object' && value !== null && ['id', 'name', 'text'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The stored templates; null when nothing (or something unreadable) is stored, so the defaults apply. */
function readTemplates(): SmsTemplate[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SMS_TEMPLATES_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored) && stored.every(isTemplate)) return stored;
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return null;
}

function writeTemplates(templates: SmsTemplate[]) {
  try {
    localStorage.setItem(SMS_TEMPLATES_STORAGE_KEY, JSON.stringify(templates));
  } catch {
    // Storage full or blocked (private mode): the templates still work for this visit.
  }
}

const newId = () => `vorlage-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The admin's SMS templates, kept in this browser: add, edit, delete, and back to the defaults.
 * The defaults speak to guests in the settings' form of address ('Sie' or 'ihr').
 */
export function useSmsTemplates() {
  const settings = useQuery(eventSettingsQuery());
  const defaults = smsDefaultTemplates(guestAddressOf(settings.data?.guest_address));
  const [stored, setStored] = useState<SmsTemplate[] | null>(readTemplates);
  const templates = stored ?? defaults;

  const update = useCallback(
    (change: (current: SmsTemplate[]) => SmsTemplate[]) => {
      const next = change(templates);
      writeTemplates(next);
      setStored(next);
    },
    [templates],
  );

  return {
    templates,
    add: (name: string, text: string) => update((current) => [...current, { id: newId(), name, text }]),
    edit: (id: string, name: string, text: string) => update((current) => current.map((t) => (t.id === id ? { ...t, name, text } : t))),
    remove: (id: string) => update((current) => current.filter((t) => t.id !== id)),
    reset: () => update(() => defaults),
  };
}
