import { startTestApp } from '../test/test-app.js';
import { ENTITIES } from './entities.js';

it('the modules register (forFeature) exactly the entities the composition root lists for the migrations, in every application a process builds', async () => {
  for (let round = 1; round <= 2; round++) {
    const t = await startTestApp();
    try {
      const registered = [...t.orm.getMetadata().getAll().values()].map((meta) => meta.class.name).sort();
      expect(registered).toEqual(ENTITIES.map((entity) => entity.name).sort());
    } finally {
      await t.close();
    }
  }
});
