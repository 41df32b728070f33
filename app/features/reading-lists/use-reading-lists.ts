import { useSyncExternalStore } from 'react';
import type { ReadingLists } from '~/core/reading-lists';
import { readReadingLists, serverSnapshot, subscribeReadingLists } from './store';

/** This browser's reading lists, kept current across tabs; empty (Read Later only) on the server. */
export function useReadingLists(): ReadingLists {
  return useSyncExternalStore(subscribeReadingLists, readReadingLists, serverSnapshot);
}
