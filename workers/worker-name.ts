// The engine worker's names, shared by the page that starts it and the worker: no other code, so the page's entry
// chunk gains nothing by importing them.

/** The engine worker's name when the page sends it its roles (a hosted backend). */
export const WORKER_NAME = 'roleprism-engine';

/** The name that tells the worker, as it starts, that it reads the dataset file itself: its read starts at once. */
export const FILE_READING_WORKER_NAME = 'roleprism-engine (reads the dataset file)';
