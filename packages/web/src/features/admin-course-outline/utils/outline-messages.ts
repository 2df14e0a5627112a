import { msg } from '@lingui/core/macro';

// Not spec texts: what the outline screens say when the server gives no reason of its own (shown with i18n._).
export const OUTLINE_LOAD_FAILED = msg`Failed to load the course outline`;
export const LESSON_LOAD_FAILED = msg`Failed to load the lesson`;
export const SAVE_CHAPTER_FAILED = msg`Failed to save the chapter`;
export const SAVE_LESSON_FAILED = msg`Failed to save the lesson`;
export const DELETE_CHAPTER_FAILED = msg`Failed to delete the chapter`;
export const DELETE_LESSON_FAILED = msg`Failed to delete the lesson`;
export const REORDER_FAILED = msg`Failed to save the new order. The outline shows the order that is saved.`;
