import type { z } from 'zod';

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

interface Rename {
  question: string;
  record: { id: number; name: string };
  /** The contract's shape of the name, whose German message a refused name shows. */
  schema: z.ZodType<{ name: string }>;
  save: (name: string) => Promise<unknown>;
  /** Where the outcome shows: the record's row. */
  notice: { success: (id: number, text: string) => void; error: (id: number, text: string) => void };
  renamed: string;
  failed: string;
}

/** Renames a record by prompt: asks, checks the answer with the contract, saves, and reports at the record. */
export async function renameByPrompt({ question, record, schema, save, notice, renamed, failed }: Rename): Promise<void> {
  const name = askNewName(question, record.name);
  if (name === null) return;
  const parsed = schema.safeParse({ name });
  if (!parsed.success) return notice.error(record.id, parsed.error.issues[0].message);
  try {
    await save(parsed.data.name);
    notice.success(record.id, renamed);
  } catch {
    notice.error(record.id, failed);
  }
}
