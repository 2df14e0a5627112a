/**
 * The messages of outlines, lessons, progress and certificates: only the learning pages use them.
 */
export const learningMessages = {
  chapterNotFound: 'Chapter not found',
  lessonNotFound: 'Lesson not found',
  chapterDeleted: 'Chapter deleted',
  lessonDeleted: 'Lesson deleted',
  outlineSaved: 'Outline saved',
  videoUrl: 'Video link must be a web address starting with https:// or http://',
  minutes: 'Estimated time must be a whole number of minutes from 1 to 600',
  outlineChanged:
    'The outline changed after you opened it (a chapter or lesson was added or deleted), so the new order was not ' +
    'saved. Reload the outline and arrange it again.',
  sortInvalid: 'Sort by progress, -progress, name or lastAccessed',
  notAnInstructor: 'Only active instructors can be assigned to a course',
  certificateNotYet: 'Complete every lesson of the course to get its certificate',
  certificateNotFound: 'No certificate has this code',
  certificateRevoked: 'This certificate has been revoked',
  certificateRevokedNow: 'Certificate revoked',
  certificateAlreadyRevoked: 'This certificate was already revoked',
  instructorsSaved: 'Instructors saved',
  attachmentNotFound: 'Attachment not found',
  attachmentRemoved: 'Attachment removed',
  attachmentType: 'Attach a PDF or a picture (JPEG, PNG, GIF or WebP)',
  attachmentTooLarge: 'Attachments must be 20 MB or smaller',
  attachmentEmpty: 'The chosen file is empty',
  attachmentsFull: 'A lesson can have at most 20 attachments',
  attachmentsTooMany: 'Too many files attached in a short time. Please wait a minute and try again.',
  lessonNotOpened: 'Open the lesson before marking it as done',
  lessonDoneIn: (minutes: number) =>
    `Spend a little more time on this lesson first: you can mark it as done in about ${minutes} ` +
    `minute${minutes === 1 ? '' : 's'}`,
  inactiveDays: 'Days without opening a lesson must be a whole number from 1 to 3650',
} as const;
