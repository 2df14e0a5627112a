/** The picture types an upload may be, told by its content (its first bytes), never by its name (spec §5). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The largest upload, a picture or any other file part. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
