#!/usr/bin/env node
// npm run bench:seating — the seating plan (issue 39). Starts the built product on a scratch data
// folder (loopback only), seeds 300 people who said yes (240 guests in families of one to five, 60 of
// them with a companion) and 30 tables of 12 seats through the admin API, then times 'Vorschlag
// machen' (POST /api/admin/seating/suggestion, the whole request: reading the plan and suggesting)
// and accepting it (PUT /api/admin/seating/seats with all its moves). Target: the suggestion in at
// most 1 s. Then the plan page's drag in Chromium (seating-drag.mjs) on a server of its own.
// Prints figures, asserts nothing. BENCH_DATABASE_URL runs it on PostgreSQL.
import { benchDatabase, startBenchServer } from './bench-server.mjs';
import { benchSeatingDrag } from './seating-drag.mjs';

const GUESTS = 240;
const WITH_COMPANION = 60;
const TABLES = 30;
const SEATS = 12;
const RUNS = 7;
const port = Number(process.env.BENCH_SEATING_PORT ?? 3392);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Families of one to five guests (a fixed pattern, so every run seeds the same), companions for every fourth guest. */
async function seed(call) {
  const sizes = [];
  for (let left = GUESTS, i = 0; left > 0; i++) {
    const size = Math.min(left, 1 + ((i * 7) % 5));
    sizes.push(size);
    left -= size;
  }
  let n = 0;
  for (let f = 0; f < sizes.length; f += 10) {
    await Promise.all(
      sizes.slice(f, f + 10).map(async (size, k) => {
        const family = f + k;
        const group = size > 1 ? await call('/api/admin/guest-groups', { name: `Familie ${family}` }) : null;
        for (let m = 0; m < size; m++) {
          const number = n++;
          const companion = number % 4 === 0 && number / 4 < WITH_COMPANION;
          const guest = await call('/api/admin/guests', { first_name: `Gast${String(number).padStart(3, '0')}`, last_name: `Familie${family}`, companion_allowed: companion });
          if (group) await call(`/api/admin/guest-groups/${group.id}/add-guest`, { guest_id: guest.id });
          await call(`/api/admin/rsvp/${guest.id}`, { attending: true, ...(companion ? { companion_name: `Begleitung ${number}` } : {}) }, 'PUT');
        }
      }),
    );
  }
  for (let t = 0; t < TABLES; t++) await call('/api/admin/seating/tables', { name: `T${t + 1}`, shape: t % 3 === 0 ? 'long' : 'round', seats: SEATS });
}

const server = await startBenchServer({ port, name: 'seating' });
try {
  const { call } = server;
  const seedStarted = performance.now();
  await seed(call);
  const plan = await call('/api/admin/seating');
  console.log(`Tischplan: ${plan.counts.attending} Personen zugesagt (${GUESTS} Gäste, ${WITH_COMPANION} Begleitungen), ${plan.tables.length} Tische à ${SEATS} Plätze, Datenbank: ${benchDatabase()} (angelegt in ${(performance.now() - seedStarted) / 1000 | 0} s)`);

  const times = [];
  let suggestion;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    suggestion = await call('/api/admin/seating/suggestion', { version: plan.version, keep_seated: false });
    times.push(performance.now() - started);
  }
  const worst = Math.max(...times);
  console.log(`  Vorschlag machen (${RUNS} Läufe, ganze Anfrage): Median ${ms(median(times))}, max ${ms(worst)} (Ziel ≤ 1 s: ${worst <= 1000 ? 'erreicht' : 'verfehlt'})`);
  const acceptStarted = performance.now();
  const accepted = await call('/api/admin/seating/seats', { version: suggestion.version, moves: suggestion.moves }, 'PUT');
  const split = accepted.warnings.filter((w) => w.kind === 'family_split' || w.kind === 'couple_split').length;
  const over = accepted.tables.filter((t) => t.occupied > t.seats).length;
  console.log(`  Vorschlag übernehmen (${suggestion.moves.length} Plätze): ${ms(performance.now() - acceptStarted)}; ${accepted.counts.seated} gesetzt, ${suggestion.unplaced.length} ohne Platz, ${split} getrennte Familien/Paare, ${over} Tische überbelegt`);
} finally {
  server.stop();
}

// The page's drag, on a fresh server (its own 300 guests).
const drag = await startBenchServer({ port: port + 1, name: 'seating-drag' });
try {
  const base = `http://127.0.0.1:${port + 1}`;
  const { access_token: token } = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-passwort-2025' }),
  }).then((res) => res.json());
  await benchSeatingDrag({ base, call: drag.call, token });
} finally {
  drag.stop();
}
