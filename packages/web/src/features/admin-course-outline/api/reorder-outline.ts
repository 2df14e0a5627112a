import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Outline } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { arrange, type Order } from '../utils/outline-order';
import { outlineQueryOptions } from './get-outline';

/** Puts every chapter and lesson of the course in this order; one added or deleted since it was read makes it a 409. */
export const reorderOutline = ({ courseId, chapters }: { courseId: string; chapters: Order }) =>
  apiRequest<{ message: string }>(`/admin/courses/${courseId}/outline`, {
    audience: 'admin',
    method: 'PUT',
    body: { chapters },
  });

const REORDER_KEY = ['admin', 'outline-order'] as const;

/**
 * The outline shows the new order at once. Orders are sent one at a time, in the order they were made: each holds the
 * whole outline, so an older one arriving last would undo the newer. Once the last is answered (or one fails), the
 * outline is read again.
 */
export const useReorderOutline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_KEY,
    mutationFn: reorderOutline,
    scope: { id: REORDER_KEY.join('/') },
    onMutate: async ({ courseId, chapters }) => {
      const { queryKey } = outlineQueryOptions(courseId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Outline>(queryKey, (outline) => outline && arrange(outline, chapters));
    },
    onSettled: (_data, error, { courseId }) => {
      if (error || queryClient.isMutating({ mutationKey: REORDER_KEY }) === 1) {
        return queryClient.invalidateQueries(outlineQueryOptions(courseId));
      }
    },
  });
};
