import { msg } from '@lingui/core/macro';
import { uploadMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('upload', {
  failed: [uploadMessages.failed, msg`Failed to upload image`],
  invalidType: [uploadMessages.invalidType, msg`Please select a valid image file (JPEG, PNG, GIF, or WebP)`],
  noFile: [uploadMessages.noFile, msg`Please select a file first`],
  oneFileOnly: [uploadMessages.oneFileOnly, msg`Please select only one image file`],
  tooLarge: [uploadMessages.tooLarge, msg`File size must be less than 5MB`],
  tooMany: [
    uploadMessages.tooMany,
    msg`Too many pictures uploaded in a short time. Please wait a minute and try again.`,
  ],
});
