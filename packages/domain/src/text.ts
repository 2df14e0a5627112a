import { inputMessages } from './messages.js';

// Typed text's rules as plain functions: `textSchema` (schemas/common.ts) checks the same with the same messages, and a
// small form checks with these without loading zod.

/**
 * Characters that have no place in typed text: C0 and C1 controls (PostgreSQL refuses NUL outright) and the
 * bidirectional embeddings, overrides and isolates, which make text display as something else ("evil\u202Egnp.exe"
 * shows as "evilexe.png"). A multi-line text keeps its tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
export const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const HIDDEN_CHARACTERS_MULTILINE =
  // eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Whether text holds characters that have no place in a name or a line of text (see HIDDEN_CHARACTERS). */
export const hasHiddenCharacters = (text: string) => HIDDEN_CHARACTERS.test(text);

export interface TextRules {
  /** Whether tabs and line breaks are allowed (a description). */
  multiline?: boolean;
  /** Whether empty text is allowed (a search). */
  optional?: boolean;
}

/** Typed text, trimmed, or why it is refused; `label` names the field in the message. */
export function readText(
  typed: string,
  label: string,
  max: number,
  { multiline = false, optional = false }: TextRules = {},
): { text: string } | { problem: string } {
  const text = typed.trim();
  if (text === '' && !optional) return { problem: inputMessages.required(label) };
  if (text.length > max) return { problem: inputMessages.tooLong(label, max) };
  const hidden = multiline ? HIDDEN_CHARACTERS_MULTILINE : HIDDEN_CHARACTERS;
  return hidden.test(text) ? { problem: inputMessages.hiddenCharacters(label) } : { text };
}
