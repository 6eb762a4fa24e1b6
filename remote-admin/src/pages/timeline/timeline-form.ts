export const TIMELINE_TYPE_LABELS = {
  appero: 'Apéro-Gäste',
  inner_circle: 'Inner Circle',
  organizer: 'Organisatoren',
  service_provider: 'Dienstleister',
} as const;
export type TimelineType = keyof typeof TIMELINE_TYPE_LABELS;

export const AUDIENCE_LABELS = { admin: 'Admin', organizer: 'Organisatoren', guest: 'Gäste', service_provider: 'Dienstleister' } as const;
export type Audience = keyof typeof AUDIENCE_LABELS;

export interface TimelineEvent {
  id: number;
  title: string;
  time: string;
  end_time: string | null;
  description: string;
  timeline_type: TimelineType;
  visible_to: Audience[];
  location: string | null;
  responsible_person: string | null;
  event_color: string;
  sms_notification: boolean;
  sms_sent: boolean;
  service_provider_id: number | null;
  service_provider_name: string | null;
}

export interface TimelineFormValues {
  title: string;
  time: string;
  end_time: string;
  description: string;
  timeline_type: TimelineType;
  visible_to: Audience[];
  location: string;
  responsible_person: string;
  event_color: string;
  sms_notification: boolean;
  service_provider_id: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(value: string | Date): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser time zone) as an ISO instant for the API. */
export function fromLocalInput(local: string): string {
  return new Date(local).toISOString();
}

/** Defaults of spec content §3: start now, Inner Circle, visible to admin, guest and organizer. */
export function newEventForm(now = new Date()): TimelineFormValues {
  return {
    title: '',
    time: toLocalInput(now),
    end_time: '',
    description: '',
    timeline_type: 'inner_circle',
    visible_to: ['admin', 'guest', 'organizer'],
    location: '',
    responsible_person: '',
    event_color: '#013220',
    sms_notification: false,
    service_provider_id: '',
  };
}

export function eventToForm(event: TimelineEvent): TimelineFormValues {
  return {
    title: event.title,
    time: toLocalInput(event.time),
    end_time: event.end_time ? toLocalInput(event.end_time) : '',
    description: event.description,
    timeline_type: event.timeline_type,
    visible_to: event.visible_to,
    location: event.location ?? '',
    responsible_person: event.responsible_person ?? '',
    event_color: event.event_color,
    sms_notification: event.sms_notification,
    service_provider_id: event.service_provider_id ? String(event.service_provider_id) : '',
  };
}

/** The end is optional, but if set it must be after the start (spec content §5). */
export function validateEventForm(form: TimelineFormValues): string | null {
  if (form.end_time && new Date(form.end_time) <= new Date(form.time)) return 'Die Endzeit muss nach der Startzeit liegen';
  if (form.visible_to.length === 0) return 'Bitte wählen Sie mindestens eine Rolle für die Sichtbarkeit';
  return null;
}

export function eventPayload(form: TimelineFormValues) {
  return {
    title: form.title.trim(),
    time: fromLocalInput(form.time),
    end_time: form.end_time ? fromLocalInput(form.end_time) : null,
    description: form.description.trim(),
    timeline_type: form.timeline_type,
    visible_to: form.visible_to,
    location: form.location.trim() || null,
    responsible_person: form.responsible_person.trim() || null,
    event_color: form.event_color,
    sms_notification: form.sms_notification,
    service_provider_id: form.service_provider_id ? Number(form.service_provider_id) : null,
  };
}
