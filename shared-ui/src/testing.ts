/**
 * For tests only: routers that hold the location in memory. Kept out of the main module so the
 * code that ships to browsers does not carry them.
 */
export { MemoryRouter } from 'react-router';
