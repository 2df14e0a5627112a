import { useMutation } from '@tanstack/react-query';
import type { LessonAttachment } from '@campus/domain';
import { apiDownload } from './api-files';
import { saveFile } from './save-file';
import type { Audience } from './session';

/** GET /attachments/:id with the token, saved under the attachment's name. */
export const useDownloadAttachment = (audience: Audience) =>
  useMutation({
    mutationFn: async (attachment: LessonAttachment) =>
      saveFile(await apiDownload(`/attachments/${attachment._id}`, { audience }), attachment.name),
  });
