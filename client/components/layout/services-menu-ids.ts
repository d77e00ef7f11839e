/** Element ids the Services button and its server-rendered panel share. */
export const PANEL_ID = 'services-menu';
export const PANEL_HOLDER_ID = 'services-menu-holder';
export const submenuId = (group: string) => `services-submenu-${group}`;
