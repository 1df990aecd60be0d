// The CMS the e2e build talks to. A port of its own (not the 1337 of `npm start`), so the suite
// never reuses, reads or stops a developer's running CMS.
export const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1437);
export const CMS_ORIGIN = `http://127.0.0.1:${CMS_PORT}`;
