import { Admin } from 'react-admin';
import { catalogResources } from './features/catalog';
import { contentResources } from './features/content';
import { customersResources } from './features/customers';
import { Dashboard } from './features/dashboard';
import { feedsResources } from './features/feeds';
import { ordersResources } from './features/orders';
import { promotionsResources } from './features/promotions';
import { LoginPage, staffResources } from './features/staff';
import { i18nProvider } from './i18n/i18n-provider';
import { authProvider } from './lib/auth-provider';
import { dataProvider } from './lib/data-provider';
import { createQueryClient } from './lib/query-client';
import { ShopLayout } from './shop-layout';
import { theme } from './theme';

// One per page: the auth checks and the lists share its cache and its retry rule.
const queryClient = createQueryClient();

/** The back office: react-admin over /api/admin; which screens show depends on the role. */
export function App() {
  return (
    <Admin
      queryClient={queryClient}
      title="Картина"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={ShopLayout}
      loginPage={LoginPage}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(role: string) => [
        ...ordersResources(role),
        ...catalogResources(role),
        ...promotionsResources(role),
        ...feedsResources(role),
        ...contentResources(role),
        ...customersResources(role),
        ...staffResources(role),
      ]}
    </Admin>
  );
}
