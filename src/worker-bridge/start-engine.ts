// The app's first import (src/main.tsx): the engine's worker, and with it its read of the dataset, start before the rest
// of the app's code runs, not when the first page that asks the engine has loaded.
import { startEngine } from './engine-client';

startEngine();
