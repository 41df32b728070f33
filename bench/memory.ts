/**
 * The server's memory (issue 17 part 2): the resident set (RSS) of the production server process,
 * read from /proc, after start (ROLE=web: no jobs, so no refresh and no embedding model yet), after a
 * feed refresh and an AI search (which loads the embedding model), and across 10,000 requests to `/` rendered for each request (a cookie keeps them off the shared
 * copies, so every request exercises the database, React and React Router). Prints the figures and
 * writes bench/results/memory.json; exits 1 above the goals: 300 MB after start (no model yet),
 * 450 MB with the model, growth within 10% from the first 1,000 requests to the 10,000th.
 * Run after `npm run build`: npm run bench:memory
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startJournalServer } from './support/journal-server';

const GOALS = { afterStartMb: 300, withModelMb: 450, growthPercent: 10 };
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const WARM_UP = Math.round(REQUESTS / 10);

/** Resident set of a process, MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requests(url: string, amount: number) {
  const result = await autocannon({ url, connections: 10, amount, headers: { Cookie: 'bench=1' } });
  return { perSecond: Math.round(result.requests.average), errors: result.errors + result.timeouts + result.non2xx };
}

const journal = await startJournalServer(3198, { ROLE: 'web' }, { refresh: false });
try {
  await settle(3_000);
  const afterStart = rssMb(journal.pid);
  console.log(`after start: ${afterStart} MB`);

  console.log(await journal.refresh());
  // An AI search embeds its query: the model loads in this process.
  const search = await fetch(`${journal.url}/api/v1/search/semantic`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'assisted living occupancy' }),
  });
  if (!search.ok) throw new Error(`the AI search answered ${search.status}`);
  await settle(3_000);
  const afterRefresh = rssMb(journal.pid);
  console.log(`after a feed refresh and an AI search (embedding model loaded): ${afterRefresh} MB`);

  const warm = await requests(`${journal.url}/`, WARM_UP);
  const afterWarmUp = rssMb(journal.pid);
  console.log(`after ${WARM_UP} requests to / (${warm.perSecond} req/s, ${warm.errors} errors): ${afterWarmUp} MB`);
  const rest = await requests(`${journal.url}/`, REQUESTS - WARM_UP);
  const afterAll = rssMb(journal.pid);
  const growthPercent = Number((((afterAll - afterWarmUp) / afterWarmUp) * 100).toFixed(1));
  console.log(
    `after ${REQUESTS} requests (${rest.perSecond} req/s, ${rest.errors} errors): ${afterAll} MB (${growthPercent}% since ${WARM_UP})`,
  );

  const over = [
    afterStart > GOALS.afterStartMb && `after start ${afterStart} MB > ${GOALS.afterStartMb} MB`,
    Math.max(afterRefresh, afterAll) > GOALS.withModelMb &&
      `with the model ${Math.max(afterRefresh, afterAll)} MB > ${GOALS.withModelMb} MB`,
    growthPercent > GOALS.growthPercent && `growth ${growthPercent}% > ${GOALS.growthPercent}%`,
    warm.errors + rest.errors > 0 && `${warm.errors + rest.errors} failed requests`,
  ].filter((problem): problem is string => Boolean(problem));

  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    'bench/results/memory.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        goals: GOALS,
        requests: REQUESTS,
        afterStart,
        afterRefresh,
        afterWarmUp,
        afterAll,
        growthPercent,
        over,
      },
      null,
      2,
    ),
  );
  if (over.length) {
    console.error(`Above the goals: ${over.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Within the goals.');
} finally {
  await journal.stop();
}
