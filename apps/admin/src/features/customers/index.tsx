import PeopleIcon from '@mui/icons-material/People';
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { CustomerList } from './customer-list';
import { CustomerShow } from './customer-show';

/** Customers for every staff member: the list and the profile with orders and bonus ledger. */
export function customersResources(_role: string): ReactNode[] {
  return [
    <Resource
      key="customers"
      name="customers"
      list={CustomerList}
      show={CustomerShow}
      icon={PeopleIcon}
      recordRepresentation={(r: { firstName: string; lastName: string }) => `${r.lastName} ${r.firstName}`}
    />,
  ];
}
