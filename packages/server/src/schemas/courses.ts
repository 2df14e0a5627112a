import { z } from 'zod';
import { courseFieldsSchema } from '@campus/domain';

/** A number sent as multipart text: missing or non-numeric text gets a readable message. */
function numberFromText(required: string, notANumber: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^-?\d+(\.\d+)?$/, notANumber)
    .transform(Number);
}

/** The course form as multipart sends it: every field is text; the numbers are then checked as the domain says. */
export const courseFormSchema = courseFieldsSchema.extend({
  duration: numberFromText('Duration is required', 'Duration must be a number of weeks').pipe(
    courseFieldsSchema.shape.duration,
  ),
  price: numberFromText('Price is required', 'Price must be a number').pipe(courseFieldsSchema.shape.price),
});
