import { buildApp } from '@land-office/api'; // refused: noRestrictedImports "never imports packages/api"

export const app = buildApp;
