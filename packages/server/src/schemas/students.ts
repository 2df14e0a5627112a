import { z } from 'zod';
import { createStudentSchema, updateStudentSchema } from '@campus/domain';

/**
 * Multipart forms carry text only: `courses` arrives JSON-encoded, and an empty field means the
 * same as a missing one (browsers send empty inputs). Text that is not JSON is left as it is, so the
 * schema rejects it with its own message.
 */
function fromFormFields(fields: unknown) {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields as Record<string, string>)) {
    if (value === '') continue;
    values[name] = name === 'courses' ? parseJson(value) : value;
  }
  return values;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const createStudentFormSchema = z.preprocess(fromFormFields, createStudentSchema);
export const updateStudentFormSchema = z.preprocess(fromFormFields, updateStudentSchema);
