import type { GuestType, TimelineAudience, TimelineType } from '@hochzeit/contracts';

/** Which event types a guest sees: Apéro guests the Apéro, Inner Circle guests both parts of the day. */
export const TYPES_FOR_GUEST: Record<GuestType, readonly TimelineType[]> = {
  Apéro: ['appero'],
  'Inner Circle': ['appero', 'inner_circle'],
};

/** Whether an event belongs to the day plan of a guest of this type: of a type for them and visible to guests. */
export function isInGuestDayPlan(guestType: GuestType, event: { timeline_type: TimelineType; visible_to: readonly TimelineAudience[] }): boolean {
  return TYPES_FOR_GUEST[guestType].includes(event.timeline_type) && event.visible_to.includes('guest');
}

/**
 * Whether an event belongs to a provider's schedule: their own events, and general provider events
 * (type service_provider, no provider set) that are visible to providers.
 */
export function isInProviderSchedule(
  providerId: number,
  event: { timeline_type: TimelineType; visible_to: readonly TimelineAudience[]; service_provider?: { id: number } | null },
): boolean {
  if (event.service_provider?.id === providerId) return true;
  return !event.service_provider && event.timeline_type === 'service_provider' && event.visible_to.includes('service_provider');
}
