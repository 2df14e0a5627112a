import { msg } from '@lingui/core/macro';
import { learningMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('learning', learningMessages, {
  attachmentEmpty: msg`The chosen file is empty`,
  attachmentNotFound: msg`Attachment not found`,
  attachmentRemoved: msg`Attachment removed`,
  attachmentTooLarge: msg`Attachments must be 20 MB or smaller`,
  attachmentType: msg`Attach a PDF or a picture (JPEG, PNG, GIF or WebP)`,
  attachmentsFull: msg`A lesson can have at most 20 attachments`,
  attachmentsTooMany: msg`Too many files attached in a short time. Please wait a minute and try again.`,
  certificateAlreadyRevoked: msg`This certificate was already revoked`,
  certificateNotFound: msg`No certificate has this code`,
  certificateNotYet: msg`Complete every lesson of the course to get its certificate`,
  certificateRevoked: msg`This certificate has been revoked`,
  certificateRevokedNow: msg`Certificate revoked`,
  chapterDeleted: msg`Chapter deleted`,
  chapterNotFound: msg`Chapter not found`,
  inactiveDays: msg`Days without opening a lesson must be a whole number from 1 to 3650`,
  instructorsSaved: msg`Instructors saved`,
  lessonDeleted: msg`Lesson deleted`,
  lessonNotFound: msg`Lesson not found`,
  lessonNotOpened: msg`Open the lesson before marking it as done`,
  minutes: msg`Estimated time must be a whole number of minutes from 1 to 600`,
  notAnInstructor: msg`Only active instructors can be assigned to a course`,
  outlineChanged: msg`The outline changed after you opened it (a chapter or lesson was added or deleted), so the new order was not saved. Reload the outline and arrange it again.`,
  outlineSaved: msg`Outline saved`,
  sortInvalid: msg`Sort by progress, -progress, name or lastAccessed`,
  videoUrl: msg`Video link must be a web address starting with https:// or http://`,
});
