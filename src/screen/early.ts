/**
 * The wall's first reads, sent before the rest of its code runs: main.tsx imports this module
 * statically (it needs only the read calls and the http client) and the screen itself (start.tsx: React, the
 * layout schemas, the widget registry) dynamically, after it. Loading and evaluating that takes a
 * few hundred milliseconds on a wall PC, during which the server is already answering.
 *
 * It sends the reads this wall made last time (lastReads.ts, kept by prefetch.ts); the page's
 * query for each read takes that answer instead of asking again (src/api/screenData.ts). A wall
 * whose layout changed meanwhile sends a read or two for nothing and asks for its new ones as
 * usual; a wall opened for the first time sends nothing early.
 */
import { linkTokenFromSearch, sendEarlyReads, setScreenLinkToken } from '@/api/screenData';
import { readLastReads } from './lastReads';

// A display link's token goes with every read, the early ones too.
setScreenLinkToken(linkTokenFromSearch(window.location.search));
sendEarlyReads(readLastReads());
