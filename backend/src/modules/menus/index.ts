/** The menus' public surface: the menu entity guests and RSVP answers choose. */
export { Menu } from './menu.entity.js';
