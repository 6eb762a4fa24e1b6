/** What the guests' ticker shows: the non-empty messages joined with ' - ' (spec content §2). */
export function tickerText(messages: ReadonlyArray<{ message: string }>): string {
  return messages
    .map((m) => m.message.trim())
    .filter(Boolean)
    .join(' - ');
}
