// @vitest-environment jsdom
import { deadEnds } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import { WEBVIEW } from '../config.js';

describe('no dead ends in the web view: every page the store links or redirects to is one of its pages', () => {
  it('every path of its journeys, session page, fallback, lock page, bridge return and named page is a page', async () => {
    const found = await deadEnds(WEBVIEW);
    expect(found.deadEnds).toEqual([]);
  });
});
