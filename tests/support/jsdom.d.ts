// jsdom ships no types and @types/jsdom follows a newer major; the tests use only this much.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
