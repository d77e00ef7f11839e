/** Element ids the Services button and its lazily loaded panel share. */
export const PANEL_ID = 'services-menu';
export const submenuId = (group: string) => `services-submenu-${group}`;
