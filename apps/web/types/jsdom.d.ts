// jsdom 29 ships no types (@types/jsdom is not installed): the part the end-to-end suite uses, a window whose
// DOMParser reads a served page as a browser without JavaScript does (e2e/i18n.spec.ts).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
