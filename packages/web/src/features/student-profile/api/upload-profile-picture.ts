import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/lib/get-me';

interface UploadInput {
  file: File;
  onProgress: (percent: number) => void;
}

export const uploadProfilePicture = async ({ file, onProgress }: UploadInput): Promise<{ profilePicture: string }> => {
  const form = new FormData();
  form.append('profilePicture', file);
  // The upload's code comes with the first picture sent, not with the page.
  const { uploadWithProgress } = await import('@/lib/api-files');
  return uploadWithProgress<{ profilePicture: string }>('/users/profile-picture', form, {
    audience: 'student',
    onProgress,
  });
};

/** Uploads the picture and puts the new URL into the cached student, so every screen shows it at once. */
export const useUploadProfilePicture = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ profilePicture }) => {
      queryClient.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, profilePicture } : me));
    },
  });
};
