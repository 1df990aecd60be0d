import {
  E2E_CMS_ORIGIN,
  E2E_CMS_PORT,
} from "../../../scripts/checks/e2e-site.mjs";

// The CMS the e2e build talks to. A port of its own (E2E_CMS_PORT, not the 1337 of `npm start`), so the suite
// never reuses, reads or stops a developer's running CMS; defined with the build made for it.
export const CMS_PORT = E2E_CMS_PORT;
export const CMS_ORIGIN = E2E_CMS_ORIGIN;

// The e2e CMS's editor account (a throwaway database on loopback): the submission journey moves a
// submission along through the admin API, as an editor would in the admin panel.
export const CMS_EDITOR = {
  email: "e2e-editor@example.org",
  password: "E2e-Editor-Passw0rd",
};

// Every submission in the e2e run comes from 127.0.0.1: the per-address limit (5 per 10 minutes) is
// raised for it (CMS_SUBMIT_LIMIT; the limit itself is tested in the CMS suite).
export const CMS_E2E_ENV = {
  ADMIN_EMAIL: CMS_EDITOR.email,
  ADMIN_PASSWORD: CMS_EDITOR.password,
  CMS_SUBMIT_LIMIT: "1000",
};
