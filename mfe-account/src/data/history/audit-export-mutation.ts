import { useMutation } from '@tanstack/react-query';
import { accountApi, type AuditEntry, type AuditLogQuery } from '@portal/api-account';
import { historyKeys } from './keys';

export type AuditExportVariables = Omit<AuditLogQuery, 'page' | 'per_page' | 'export'>;
export type AuditExportData = AuditEntry[];

/** GET /auth/profile/user_reports?export=true: every row the filters keep, for a CSV file. */
export const auditExportMutationOptions = () => ({
  mutationKey: [...historyKeys.all, 'export'] as const,
  mutationFn: async (filters: AuditExportVariables): Promise<AuditExportData> =>
    (await accountApi.auditLog({ ...filters, export: true })).items,
});

export function useAuditExportMutation() {
  return useMutation(auditExportMutationOptions());
}
