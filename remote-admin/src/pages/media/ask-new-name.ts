/**
 * Renaming asks with a prompt, prefilled with the current name. The answer counts only when it is
 * not empty (after trimming) and differs from the current name; otherwise nothing happens (null).
 */
export function askNewName(question: string, currentName: string): string | null {
  const answer = window.prompt(question, currentName);
  if (answer === null) return null;
  const name = answer.trim();
  return name !== '' && name !== currentName ? name : null;
}
