import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';
import { ACCESS_ROLES, admits, type AccessLevel, type Role } from '@campus/domain';
import type { Audience } from './session';

/** A page's link in its area's navigation. */
export interface NavEntry {
  to: string;
  /** Shown in the language shown (`i18n._`). */
  label: MessageDescriptor;
  /** Who may open the page. */
  access: AccessLevel;
}

/** What a route of the route table (app/route-table.tsx) tells about its pages, to the build and to the app. */
export interface RouteHandle {
  /** Who its pages are for: the area's layout says it for every page inside. */
  audience?: Audience;
  /** The API paths its pages' first screens read: their documents request them as they load (lib/prefetch.ts). */
  prefetch?: string[];
  /**
   * Who may open its pages, by the access level of the domain's `ACCESS_ROLES` (the server's routes name the same
   * ones); the routes inside have it unless they say otherwise. A page without one is open to anyone.
   */
  access?: AccessLevel;
  /** The page's label in its area's navigation (a `msg` descriptor); a page without one is not listed there. */
  nav?: MessageDescriptor;
  /** On an area's layout: its navigation, the route table's pages that have a label, in their order. */
  navigation?: NavEntry[];
}

/**
 * Who may open the current page (the innermost route that says), and the area it is in: its layout's handle, which
 * says whom the area is for and holds its navigation.
 */
export function usePageAccess(): { access?: AccessLevel; area: RouteHandle } {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  return {
    access: handles.findLast((handle) => handle.access)?.access,
    area: handles.findLast((handle) => handle.navigation) ?? {},
  };
}

/** Where an area sends the role first: the first page of its navigation that the role may open. */
export const firstPageOf = (area: RouteHandle, role: Role) =>
  area.navigation?.find((entry) => admits(entry.access, role))?.to;

/** Whether every role the area admits may open the page: it is in everyone's navigation there. */
export const forEveryoneIn = (area: RouteHandle, entry: NavEntry) =>
  area.access !== undefined && ACCESS_ROLES[area.access].every((role) => admits(entry.access, role));
