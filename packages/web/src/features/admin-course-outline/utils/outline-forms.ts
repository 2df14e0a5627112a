import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { chapterFieldsSchema, lessonFieldsSchema } from '@campus/domain';

// Loaded once the outline has painted (lib/lazy-resolver.ts): zod is not part of the page's first load.
export const chapterResolver = zodResolver(chapterFieldsSchema);

/** What the admin types (all text) and what it becomes: an empty video link or time is none (null). */
const lessonFormSchema = lessonFieldsSchema.extend({
  videoUrl: z
    .string()
    .trim()
    .transform((link) => link || null)
    .pipe(lessonFieldsSchema.shape.videoUrl.unwrap().out),
  minutes: z
    .string()
    .trim()
    .transform((minutes) => (minutes === '' ? null : Number(minutes)))
    .pipe(lessonFieldsSchema.shape.minutes.unwrap()),
});

export type LessonFormValues = z.input<typeof lessonFormSchema>;

export const lessonResolver = zodResolver(lessonFormSchema);
