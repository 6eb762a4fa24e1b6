// Jest's test environment for the backend: Node's, plus the `@database none` declaration.
// Plain JavaScript: Jest loads its environment before any transform applies.
import { TestEnvironment } from 'jest-environment-node';
import { databaseDeclaration, NO_DATABASE_URL } from './database-specs.js';

/**
 * A spec file that starts with the docblock `/** @database none *\/` says it never opens a
 * database, so the PostgreSQL pass leaves it out (jest.config.js). Here that is held to: in such a
 * file DATABASE_URL names a server that refuses every connection, and startTestApp refuses to
 * start (test/test-app.ts), so a file that does use a database fails in the PGlite pass instead of
 * silently missing PostgreSQL.
 */
export default class BackendTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const declared = databaseDeclaration(context.docblockPragmas, context.testPath);
    if (declared === 'none') {
      this.global.process.env.DATABASE_URL = NO_DATABASE_URL;
      this.global.process.env.TEST_DATABASE = 'none';
    }
  }
}
