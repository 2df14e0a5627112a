// Outlines, lessons, progress and certificates.

export const chapterNotFound = 'Chapter not found';
export const lessonNotFound = 'Lesson not found';
export const chapterDeleted = 'Chapter deleted';
export const lessonDeleted = 'Lesson deleted';
export const outlineSaved = 'Outline saved';
export const videoUrl = 'Video link must be a web address starting with https:// or http://';
export const minutes = 'Estimated time must be a whole number of minutes from 1 to 600';
export const outlineChanged =
  'The outline changed after you opened it (a chapter or lesson was added or deleted), so the new order was not ' +
  'saved. Reload the outline and arrange it again.';
export const sortInvalid = 'Sort by progress, -progress, name or lastAccessed';
export const notAnInstructor = 'Only active instructors can be assigned to a course';
export const certificateNotYet = 'Complete every lesson of the course to get its certificate';
export const certificateNotFound = 'No certificate has this code';
export const certificateRevoked = 'This certificate has been revoked';
export const certificateRevokedNow = 'Certificate revoked';
export const certificateAlreadyRevoked = 'This certificate was already revoked';
export const instructorsSaved = 'Instructors saved';
export const attachmentNotFound = 'Attachment not found';
export const attachmentRemoved = 'Attachment removed';
export const attachmentType = 'Attach a PDF or a picture (JPEG, PNG, GIF or WebP)';
export const attachmentTooLarge = 'Attachments must be 20 MB or smaller';
export const attachmentEmpty = 'The chosen file is empty';
export const attachmentsFull = 'A lesson can have at most 20 attachments';
export const attachmentsTooMany = 'Too many files attached in a short time. Please wait a minute and try again.';
export const lessonNotOpened = 'Open the lesson before marking it as done';
export const lessonDoneIn = (minutes: number) =>
  `Spend a little more time on this lesson first: you can mark it as done in about ${minutes} ` +
  `minute${minutes === 1 ? '' : 's'}`;
export const inactiveDays = 'Days without opening a lesson must be a whole number from 1 to 3650';
