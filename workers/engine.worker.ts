// The worker adapter only: exposes the engine's API (engine-api.ts) through Comlink. Its dataset's read starts now.
import { expose } from 'comlink';
import { createEngineApi } from './engine-api';

expose(createEngineApi());
