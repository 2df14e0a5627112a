import { msg } from '@lingui/core/macro';
import { learningMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('learning', {
  attachmentEmpty: [learningMessages.attachmentEmpty, msg`The chosen file is empty`],
  attachmentNotFound: [learningMessages.attachmentNotFound, msg`Attachment not found`],
  attachmentRemoved: [learningMessages.attachmentRemoved, msg`Attachment removed`],
  attachmentTooLarge: [learningMessages.attachmentTooLarge, msg`Attachments must be 20 MB or smaller`],
  attachmentType: [learningMessages.attachmentType, msg`Attach a PDF or a picture (JPEG, PNG, GIF or WebP)`],
  attachmentsFull: [learningMessages.attachmentsFull, msg`A lesson can have at most 20 attachments`],
  attachmentsTooMany: [
    learningMessages.attachmentsTooMany,
    msg`Too many files attached in a short time. Please wait a minute and try again.`,
  ],
  certificateAlreadyRevoked: [learningMessages.certificateAlreadyRevoked, msg`This certificate was already revoked`],
  certificateNotFound: [learningMessages.certificateNotFound, msg`No certificate has this code`],
  certificateNotYet: [
    learningMessages.certificateNotYet,
    msg`Complete every lesson of the course to get its certificate`,
  ],
  certificateRevoked: [learningMessages.certificateRevoked, msg`This certificate has been revoked`],
  certificateRevokedNow: [learningMessages.certificateRevokedNow, msg`Certificate revoked`],
  chapterDeleted: [learningMessages.chapterDeleted, msg`Chapter deleted`],
  chapterNotFound: [learningMessages.chapterNotFound, msg`Chapter not found`],
  inactiveDays: [
    learningMessages.inactiveDays,
    msg`Days without opening a lesson must be a whole number from 1 to 3650`,
  ],
  instructorsSaved: [learningMessages.instructorsSaved, msg`Instructors saved`],
  lessonDeleted: [learningMessages.lessonDeleted, msg`Lesson deleted`],
  lessonNotFound: [learningMessages.lessonNotFound, msg`Lesson not found`],
  lessonNotOpened: [learningMessages.lessonNotOpened, msg`Open the lesson before marking it as done`],
  minutes: [learningMessages.minutes, msg`Estimated time must be a whole number of minutes from 1 to 600`],
  notAnInstructor: [learningMessages.notAnInstructor, msg`Only active instructors can be assigned to a course`],
  outlineChanged: [
    learningMessages.outlineChanged,
    msg`The outline changed after you opened it (a chapter or lesson was added or deleted), so the new order was not saved. Reload the outline and arrange it again.`,
  ],
  outlineSaved: [learningMessages.outlineSaved, msg`Outline saved`],
  sortInvalid: [learningMessages.sortInvalid, msg`Sort by progress, -progress, name or lastAccessed`],
  videoUrl: [learningMessages.videoUrl, msg`Video link must be a web address starting with https:// or http://`],
});
