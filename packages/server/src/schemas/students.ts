import { z } from 'zod';
import { createStudentSchema, updateStudentSchema } from '@campus/domain';

/**
 * Multipart forms carry text only: `courses` and `sections` arrive JSON-encoded, and an empty field means the
 * same as a missing one (browsers send empty inputs). Text that is not JSON is left as it is, so the
 * schema rejects it with its own message.
 */
const JSON_FIELDS = new Set(['courses', 'sections']);
/** The add-student form's optional first guardian, its fields named guardianName and so on, is one `guardian`. */
const GUARDIAN_FIELDS: Record<string, string> = {
  guardianName: 'name',
  guardianRelation: 'relation',
  guardianPhone: 'phone',
  guardianEmail: 'email',
};

function fromFormFields(fields: unknown) {
  const values: Record<string, unknown> = {};
  const guardian: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields as Record<string, string>)) {
    if (value === '') continue;
    const guardianField = Object.hasOwn(GUARDIAN_FIELDS, name) ? GUARDIAN_FIELDS[name] : undefined;
    if (guardianField) guardian[guardianField] = value;
    else values[name] = JSON_FIELDS.has(name) ? parseJson(value) : value;
  }
  if (Object.keys(guardian).length > 0) values.guardian = guardian;
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
