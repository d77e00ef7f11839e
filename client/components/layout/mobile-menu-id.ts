export const MOBILE_MENU_ID = 'mobile-menu';
