export const MENU_DRAWER_ID = 'menu-drawer';
