/** What operators see about each feed: when it last worked, what went wrong, what it delivered. */
export interface FeedHealth {
  key: string;
  name: string;
  url: string;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  httpStatus: number | null;
  error: string | null;
  itemsSeen: number;
  itemsStored: number;
  consecutiveFailures: number;
  nextDueAt: string;
}
