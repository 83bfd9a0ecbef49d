// A file on the temporary exception list still may not take anything else from the API.
import { startTestApp } from '../../api/src/test/app.ts'; // refused: noRestrictedImports "test helpers", noRestrictedImports "never imports packages/api"

export const fixtures = [startTestApp];
