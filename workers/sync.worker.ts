import '../src/platform/zodWithoutEval';
import { expose } from 'comlink';
import { createSyncRunner } from './syncRunner';

/**
 * The sync worker: push, pull and media uploads run here, off the main thread, so a 20,000-plot
 * bootstrap never freezes the screen. Its Dexie instance shares the database with the tabs; Dexie
 * tells their live queries about every write.
 */
expose(createSyncRunner());
