import { setLogLevel } from '~/server/logger';

// Tests assert on behaviour, not log lines; keep only warnings and errors in the output.
setLogLevel('warn');
