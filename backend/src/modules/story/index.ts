/** The story's public surface: the story entity (the demo data seeds it). */
export { Story } from './story.entity.js';
