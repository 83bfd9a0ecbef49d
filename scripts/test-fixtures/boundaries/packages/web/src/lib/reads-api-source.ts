import { buildApp } from '../../../api/src/app.ts'; // refused: noRestrictedImports "never imports packages/api"

export const app = buildApp;
