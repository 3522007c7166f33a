import { classify } from '@carrier/error-catalogue';
import { HttpError } from '@carrier/http-client';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontProvider } from '../context.js';
import { ProblemNotice } from '../errors/ProblemNotice.js';
import { serviceHelp } from '../errors/service-help.js';
import { TEST_SITE, testDeps, testShell } from '../testing/test-deps.js';

/** A failed call whose answer carries the error item of spec 3.6. */
const failed = (item: Record<string, unknown>) =>
  new HttpError({
    kind: 'http',
    method: 'POST',
    url: '/soe/digital/prospect/cartservice/cart/add-device',
    status: 400,
    attempts: 1,
    data: { errors: [{ id: 'LINE_LIMIT', message: 'At the line limit.', ...item }] },
  });

/** The record the store reads from such a failure. */
const answered = (item: Record<string, unknown>) => classify(failed(item));

const HERE = 'https://shop.carrier.example/sales/digital/product/apple-iphone-16.html';

describe("a failed call's help (spec 3.6: details[].issue, information_link)", () => {
  it('the issues are listed; a link on the store origin is kept as a path', () => {
    const help = serviceHelp(
      answered({
        details: [{ issue: 'Ten lines already.' }, { issue: 'Remove one first.' }],
        information_link: '/sales/digital/help.html',
      }),
      { here: HERE },
    );
    expect(help).toEqual({ issues: ['Ten lines already.', 'Remove one first.'], link: '/sales/digital/help.html' });
  });

  it('a link to another origin is dropped unless that origin is allowed', () => {
    const error = answered({ information_link: 'https://help.partner.example/lines' });
    expect(serviceHelp(error, { here: HERE }).link).toBeUndefined();
    expect(serviceHelp(error, { here: HERE, allowedOrigins: ['https://help.partner.example'] }).link).toBe(
      'https://help.partner.example/lines',
    );
  });

  it('a script, a protocol-relative or a backslashed link is never a link', () => {
    for (const link of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,hi'])
      expect(serviceHelp(answered({ information_link: link }), { here: HERE }).link).toBeUndefined();
  });
});

describe('ProblemNotice', () => {
  const draw = (error: unknown, language: 'en' | 'es' = 'en') =>
    render(
      <StorefrontProvider
        deps={testDeps({
          site: { ...TEST_SITE, language },
          currentHref: () => HERE,
          shell: testShell({ allowedLinkOrigins: ['https://help.partner.example'] }),
        })}
      >
        <ProblemNotice message="We could not add the phone." error={error} />
      </StorefrontProvider>,
    );

  it("shows the page's message, the service's issues as text and its learn-more link", async () => {
    draw(
      failed({
        details: [{ issue: '<b>Ten</b> lines already.' }],
        information_link: 'https://help.partner.example/lines',
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not add the phone.');
    // What the service said comes with its own module, once the catalogue reads the failure.
    expect(await within(alert).findByRole('listitem')).toHaveTextContent('<b>Ten</b> lines already.');
    expect(alert.querySelector('b')).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'https://help.partner.example/lines',
    );
  });

  it('in Spanish the link says Más información; an answer without help adds nothing', async () => {
    draw(failed({ information_link: '/sales/digital/help.html' }), 'es');
    expect(await screen.findByRole('link', { name: 'Más información' })).toHaveAttribute(
      'href',
      '/sales/digital/help.html',
    );
  });

  it('a link to an origin not allowed is not shown', async () => {
    draw(failed({ details: [{ issue: 'Ten lines already.' }], information_link: 'https://phish.example/login' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Ten lines already.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the words of spec 8.3 in a notice', () => {
  const draw = (error: unknown, language: 'en' | 'es' = 'en') =>
    render(
      <StorefrontProvider deps={testDeps({ site: { ...TEST_SITE, language } })}>
        <ProblemNotice message="We could not add the phone." error={error} />
      </StorefrontProvider>,
    );
  const system = (status: number, item?: Record<string, unknown>) =>
    new HttpError({
      kind: 'http',
      method: 'POST',
      url: '/soe/digital/prospect/cartservice/cart/add-device',
      status,
      attempts: 1,
      data: item ? { errors: [item] } : { message: 'no body' },
    });

  it.each([
    ['API_ERROR', system(400, { id: 'X1', name: 'API_ERROR', message: 'Downstream API failed: cartsvc-7' })],
    ['HTTP_ERROR', system(404)],
    ['SYSTEM_ERROR', system(503)],
    ['UNABLE TO CONNECT', system(400, { id: 'X2', message: 'Unable to connect to inventory host 10.2.3.4' })],
  ])(
    '"Names API_ERROR, HTTP_ERROR or SYSTEM_ERROR, or a message containing UNABLE TO CONNECT, are replaced for users with \'Looks like something went wrong. Please try again later.\'" (%s)',
    async (_name, error) => {
      draw(error);
      const alert = screen.getByRole('alert');
      await within(alert).findByText(/Looks like something went wrong\. Please try again later\./);
      expect(alert).not.toHaveTextContent('We could not add the phone.');
      expect(alert).not.toHaveTextContent(/cartsvc|10\.2\.3\.4/);
    },
  );

  it('in Spanish, the same words in Spanish', async () => {
    draw(system(503), 'es');
    expect(await screen.findByText(/Parece que algo salió mal/)).toBeVisible();
  });

  it("any other failure keeps the page's own message", async () => {
    draw(failed({ details: [{ issue: 'Ten lines already.' }] }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Ten lines already.');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not add the phone.');
  });
});

describe('the assistance a service error offers outside the app, by the throttle list (spec 8.3)', () => {
  const draw = (flags: readonly string[], inApp = false, error: unknown = failed({})) => {
    const deps = testDeps({ throttleList: async () => flags, shell: testShell({ inApp }) });
    render(
      <StorefrontProvider deps={deps}>
        <ProblemNotice message="We could not add the phone." error={error} />
      </StorefrontProvider>,
    );
    return deps;
  };

  it('EA_BAU: a live agent via chat, which opens the chat when pressed', async () => {
    const deps = draw(['EA_BAU']);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Click here to get assistance from a live agent via chat.' }),
    );
    expect(deps.assist.proactiveChat.getState()).toEqual({ open: true });
  });

  it('EA_VC: video support from a store Specialist; EA_C: a call to a live representative', async () => {
    draw(['EA_VC']);
    expect(
      await screen.findByRole('link', { name: 'Click here to get 1:1 video support from a store Specialist.' }),
    ).toHaveAttribute('href', '/stores/video-assist?type=videochat');
    cleanup();
    draw(['EA_C']);
    expect(
      await screen.findByRole('link', { name: 'For assistance, click here to connect with a live representative.' }),
    ).toHaveAttribute('href', 'tel:+18005550199');
  });

  it('nothing inside the app, nor without a flag, nor for a failure the page found itself', async () => {
    draw(['EA_BAU'], true);
    draw([]);
    render(
      <StorefrontProvider deps={testDeps({ throttleList: async () => ['EA_BAU'] })}>
        <ProblemNotice message="Choose a plan first." />
      </StorefrontProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/Click here/)).toBeNull();
  });
});
