import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { AuditList, AuditShow } from './audit-log';
import { StaffCreate, StaffEdit } from './staff-forms';
import { StaffList } from './staff-list';

export { LoginPage } from './login-page';

/**
 * Staff accounts and the audit log: admins only. A manager gets no resources at all, so the
 * menu does not offer them (and the API refuses them anyway).
 */
export function staffResources(role: string): ReactNode[] {
  if (role !== 'admin') return [];
  return [
    <Resource
      key="staff"
      name="staff"
      list={StaffList}
      create={StaffCreate}
      edit={StaffEdit}
      icon={BadgeIcon}
      recordRepresentation={(r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`}
    />,
    <Resource
      key="audit-log"
      name="audit-log"
      list={AuditList}
      show={AuditShow}
      icon={HistoryIcon}
      recordRepresentation={(r: { id: number }) => `№${r.id}`}
    />,
  ];
}
