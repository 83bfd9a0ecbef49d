import { findChromium } from '@land-office/contract/chromium';
import { startServer } from '../../../scripts/server-process.mjs';
import { startTestApp } from '../../api/src/test/app.ts'; // refused: noRestrictedImports "test helpers", noRestrictedImports "never imports packages/api"

export const alpha = [findChromium, startServer, startTestApp];
