import { ifMatch, type MarksGrid, type MarksInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useSaveOrQueue, type QueueSender } from '@/lib/queued-saves';
import { ASSESSMENTS_KEY } from './get-assessments';
import { marksQueryOptions } from './get-marks';

export interface SaveMarksVariables {
  assessmentId: string;
  input: MarksInput;
  /** The grid's version the marks were typed on: a save by someone else since is not overwritten (409). */
  version: number;
}

/** PUT /admin/assessments/:id/marks, the whole grid at once; answers the grid as saved. */
export const saveMarks = ({ assessmentId, input, version }: SaveMarksVariables) =>
  apiRequest<MarksGrid>(`/admin/assessments/${assessmentId}/marks`, {
    audience: 'admin',
    method: 'PUT',
    body: input,
    headers: { 'if-match': ifMatch(version) },
  });

/**
 * An assessment's marks, saved now or from the queue of saves made offline (#46): the saved grid, with its new
 * version, is the screen's from then on; the lists of assessments and results reload.
 */
export const marksSender: QueueSender<'marks'> = {
  kind: 'marks',
  send: saveMarks,
  saved: (queryClient, { assessmentId }, saved) => {
    queryClient.setQueryData(marksQueryOptions(assessmentId).queryKey, saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'results'] }),
    ]);
  },
  pages: ['admin', 'marks'],
};

/**
 * Saves an assessment's marks, or, with no connection, queues them (with the reason the form gave, if any) under
 * `label`, the assessment as the screen names it (lib/queued-saves.ts).
 */
export const useSaveMarks = () => useSaveOrQueue(marksSender);
