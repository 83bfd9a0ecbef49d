// The server runs as production unless told otherwise (NODE_ENV): React, which renders the public
// website, otherwise loads its development build, twice the code and slower, with checks and
// warnings meant for a developer's console. Imported first by main.ts, before anything reads it.
process.env.NODE_ENV ??= 'production';
