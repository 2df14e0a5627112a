// Not spec texts: what the outline screens say when the server gives no reason of its own.
export const OUTLINE_LOAD_FAILED = 'Failed to load the course outline';
export const LESSON_LOAD_FAILED = 'Failed to load the lesson';
export const SAVE_CHAPTER_FAILED = 'Failed to save the chapter';
export const SAVE_LESSON_FAILED = 'Failed to save the lesson';
export const DELETE_CHAPTER_FAILED = 'Failed to delete the chapter';
export const DELETE_LESSON_FAILED = 'Failed to delete the lesson';
export const REORDER_FAILED = 'Failed to save the new order. The outline shows the order that is saved.';
