import type { CourseFields } from '@campus/domain';

export interface CourseInput extends CourseFields {
  image: File | null;
}

/** The multipart form POST and PUT /courses read: every field as text, the price in paise. */
export function courseFormData({ image, ...fields }: CourseInput): FormData {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('description', fields.description);
  form.append('duration', String(fields.duration));
  form.append('price', String(fields.price));
  form.append('category', fields.category);
  if (image) form.append('image', image);
  return form;
}
