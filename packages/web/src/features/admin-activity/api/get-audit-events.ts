import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditQuery, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 20;

export type AuditFilters = Omit<AuditQuery, 'limit'>;

export const getAuditEvents = (filters: AuditFilters): Promise<Page<AuditEvent>> => {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value));
  return apiRequest<Page<AuditEvent>>(`/admin/audit?${params}`, { audience: 'admin' });
};

export const auditEventsQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: ['admin', 'audit', filters], queryFn: () => getAuditEvents(filters) });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useAuditEvents = (filters: AuditFilters) =>
  useQuery({ ...auditEventsQueryOptions(filters), placeholderData: keepPreviousData });
