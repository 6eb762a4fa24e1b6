/** Lists of named records (photo groups, categories, folders) in the one German order (common/german-sort.ts). */
export { byName } from '../../common/german-sort.js';
