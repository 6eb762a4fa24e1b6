import { eventPayload, eventToForm, fromLocalInput, newEventForm, toLocalInput, validateEventForm, type TimelineEvent } from './timeline-form';

it('converts stored instants to datetime-local values and back (Europe/Zurich)', () => {
  expect(toLocalInput('2025-06-07T13:30:00.000Z')).toBe('2025-06-07T15:30');
  expect(fromLocalInput('2025-06-07T15:30')).toBe('2025-06-07T13:30:00.000Z');
});

it('starts a new event with the spec defaults', () => {
  const form = newEventForm(new Date('2025-06-07T10:00:00Z'));
  expect(form).toMatchObject({ time: '2025-06-07T12:00', timeline_type: 'inner_circle', visible_to: ['admin', 'guest', 'organizer'], event_color: '#013220', end_time: '' });
});

it('blocks an end time that is not after the start', () => {
  const form = { ...newEventForm(), time: '2025-06-07T15:30', end_time: '2025-06-07T15:30' };
  expect(validateEventForm(form)).toBe('Die Endzeit muss nach der Startzeit liegen');
  expect(validateEventForm({ ...form, end_time: '2025-06-07T16:30' })).toBeNull();
  expect(validateEventForm({ ...form, end_time: '' })).toBeNull();
});

it('round-trips an event through the form into the payload', () => {
  const event = { id: 1, title: 'Trauung', time: '2025-06-07T13:30:00.000Z', end_time: '2025-06-07T14:30:00.000Z', description: 'Kapelle', timeline_type: 'inner_circle', visible_to: ['guest'], location: '', responsible_person: null, event_color: '#b8975a', sms_notification: true, sms_sent: false, service_provider_id: 3, service_provider_name: 'Foto' } as TimelineEvent;
  expect(eventPayload(eventToForm(event))).toEqual({
    title: 'Trauung',
    time: '2025-06-07T13:30:00.000Z',
    end_time: '2025-06-07T14:30:00.000Z',
    description: 'Kapelle',
    timeline_type: 'inner_circle',
    visible_to: ['guest'],
    location: null,
    responsible_person: null,
    event_color: '#b8975a',
    sms_notification: true,
    service_provider_id: 3,
  });
});
