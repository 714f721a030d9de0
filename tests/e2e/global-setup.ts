/**
 * Once per browser-test run (Vitest globalSetup): one server for the production build, one Chromium every file
 * connects to (each test opens its own contexts), and one chart cast through the real home form, whose stored
 * state later contexts are seeded with (home-form.test and shell.test still drive the form themselves).
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, castThroughHomeForm, servePreview } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build, served on 127.0.0.1 (no trailing slash). */
    e2eUrl: string;
    /** Chromium's endpoint: `connectBrowser()` in a test file. */
    e2eWsEndpoint: string;
    /** app-state as the home form stored it for 1990-05-15 14:30 東京, female (E2E_BIRTH), and its results id. */
    e2eStoredState: string;
    e2eResultsId: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const { server, url } = await servePreview();
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const teardown = async () => {
    await browserServer.close();
    await server.close();
  };
  try {
    const browser = await chromium.connect(browserServer.wsEndpoint());
    try {
      const { state, id } = await castThroughHomeForm(browser, url);
      project.provide('e2eStoredState', state);
      project.provide('e2eResultsId', id);
    } finally {
      await browser.close();
    }
  } catch (e) {
    await teardown();
    throw e;
  }
  project.provide('e2eUrl', url);
  project.provide('e2eWsEndpoint', browserServer.wsEndpoint());
  console.log(
    `browser tests: build served at ${url}, Chromium started, a chart cast through the home form (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return teardown;
}
