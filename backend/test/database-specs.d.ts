// Types of database-specs.js (plain JavaScript, as jest.config.js loads it untransformed).
export declare const NO_DATABASE_URL: string;
export declare function databaseDeclaration(pragmas: Record<string, string | string[]>, file: string): 'none' | undefined;
export declare function isDatabaseFree(file: string): boolean;
