import { createContext, useContext } from 'react';
import type { Audience } from './session';

/**
 * Whose student pages are shown, and where their data comes from: the signed-in student's own (`/fees/me`…), or a
 * guardian's child's (features/guardian/utils/child-scope.ts), which answer the same. The student features' views
 * read it, so the guardian's pages compose the same views under a child's scope.
 */
export interface StudentScope {
  audience: Audience;
  /** The first parts of every query key: a child's data is cached apart from another's and from a student's own. */
  key: readonly string[];
  /** The student themselves, who may change their own settings (the calendar link, their picture, live notices). */
  own: boolean;
  /**
   * The address of one part of the data, which each fetcher names both ways: `own`, the student's own (`/fees/me`),
   * or `child`, the same part of a guardian's child under the child's address in the guardian's API (`fees`).
   */
  path: (own: string, child: string) => string;
}

export const ownScope: StudentScope = { audience: 'student', key: ['student'], own: true, path: (own) => own };

const StudentScopeContext = createContext(ownScope);

export const StudentScopeProvider = StudentScopeContext.Provider;

/** The scope of the student pages around: the signed-in student's own unless a guardian's child page says otherwise. */
export const useStudentScope = () => useContext(StudentScopeContext);
