// Types of vite-plugin-pwa's virtual:pwa-register module (scripts/vite/pwa.ts), imported by service-worker.ts.
/// <reference types="vite-plugin-pwa/vanillajs" />
