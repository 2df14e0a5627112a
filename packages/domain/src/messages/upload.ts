// A picture chosen to upload, refused.

export const invalidType = 'Please select a valid image file (JPEG, PNG, GIF, or WebP)';
export const tooLarge = 'File size must be less than 5MB';
export const noFile = 'Please select a file first';
export const failed = 'Failed to upload image';
export const oneFileOnly = 'Please select only one image file';
export const tooManyPixels = (megapixels: number) => `Image must be at most ${megapixels} megapixels (width × height)`;
export const badShape = (side: number, ratio: number) =>
  `Image must be at most ${side.toLocaleString('en-IN')} pixels on each side, and at most ${ratio} times as long as it is wide`;
export const tooMany = 'Too many pictures uploaded in a short time. Please wait a minute and try again.';
