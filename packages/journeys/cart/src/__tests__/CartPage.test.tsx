import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART, chatLock, renderPage, storeCart, testDeps } from '@carrier/storefront/testing';
import { CartPage } from '../CartPage.js';
import { checkoutPathFor } from '../cart-rules.js';

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The amount a breakdown gives for a label (a term and its definition). */
const amountOf = (region: HTMLElement, label: string) =>
  [...region.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling?.textContent;

describe('the checkout button leads each visitor to their checkout', () => {
  it('a signed-in customer to checkout, a guest to guestcheckout, a prospect to the choice of how to check out', () => {
    expect(checkoutPathFor({ loggedIn: true, prospect: false })).toBe('/checkout.html');
    expect(checkoutPathFor({ loggedIn: false, prospect: false })).toBe('/guestcheckout.html');
    expect(checkoutPathFor({ loggedIn: false, prospect: true })).toBe('/prospectCheckout.html');
  });
});

describe('the cart page (spec 3.2, 4.4)', () => {
  it('the cart page shows each line with its device, promotion and plan, and the totals', async () => {
    const { cart } = storeCart(async () => ({ serviceHeader: { statusCode: '00000' }, data: CART }));
    renderPage(<CartPage />, testDeps({ cart, currentHref: () => 'http://x/sales/digital/cart.html' }));
    await flush();
    await flush();
    expect(screen.getByRole('heading', { name: 'Line 1: Google Pixel 10' })).toBeInTheDocument();
    expect(screen.getByText('$100 off Pixel 10')).toBeInTheDocument();
    expect(screen.getByText('No plan chosen yet')).toBeInTheDocument();
    // The line's breakdown: the phone's monthly price over its months, and the line's own total.
    const line = screen.getByRole('heading', { name: 'Line 1: Google Pixel 10' }).closest('li')!;
    expect(within(line).getByText('$19.42/mo for 36 months')).toBeInTheDocument();
    expect(within(line).getByText('Line total').nextElementSibling).toHaveTextContent('$19.42/mo');
    // The cart's amounts as the services computed them: the phone's tax is due today, estimated until an address.
    const amounts = screen.getByRole('region', { name: 'What you pay' });
    expect(amountOf(amounts, 'Due today')).toBe('$48.93');
    expect(amountOf(amounts, 'Estimated sales tax (7%) on $699.00')).toBe('$48.93');
    expect(amountOf(amounts, 'Due monthly')).toBe('$19.42/mo');
    expect(screen.getByText(/Delivery is added at checkout/)).toBeInTheDocument();
    // A prospect chooses how to check out: as a new customer, signed in, or as a guest.
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/sales/digital/prospectCheckout.html',
    );
  });

  it('a line that meets a conditional offer shows the offer as a credit, and the full price stays', async () => {
    const line = CART.lineDetails.lineInfo[0]!;
    const withCredit = {
      ...CART,
      lineDetails: {
        ...CART.lineDetails,
        lineInfo: [{ ...line, device: { ...line.device, price: 499, monthly: 13.86, promotionCredit: 499 } }],
      },
      amounts: {
        ...CART.amounts,
        lines: [
          {
            ...CART.amounts.lines[0]!,
            price: 499,
            financed: 499,
            deviceMonthly: 13.86,
            promotionCreditMonthly: 13.86,
            dueMonthly: 0,
          },
        ],
        dueMonthly: 0,
      },
    };
    const { cart } = storeCart(async () => ({ serviceHeader: { statusCode: '00000' }, data: withCredit }));
    renderPage(<CartPage />, testDeps({ cart, currentHref: () => 'http://x/sales/digital/cart.html' }));
    await flush();
    await flush();
    const row = screen.getByRole('heading', { name: 'Line 1: Google Pixel 10' }).closest('li')!;
    expect(within(row).getByText('$13.86/mo for 36 months')).toBeInTheDocument();
    expect(within(row).getByText('Offer credit').nextElementSibling).toHaveTextContent('−$13.86/mo');
    expect(within(row).getByText('Line total').nextElementSibling).toHaveTextContent('$0.00/mo');
    const amounts = screen.getByRole('region', { name: 'What you pay' });
    expect(amountOf(amounts, 'Google Pixel 10, promotion credit')).toBe('−$13.86/mo');
  });

  it('a change to a cart found locked is not sent: the page says the cart cannot be changed', async () => {
    let locked = false;
    const { cart, post } = storeCart(async () => {
      if (locked) throw chatLock();
      return { serviceHeader: { statusCode: '00000' }, data: CART };
    });
    renderPage(<CartPage />, testDeps({ cart, currentHref: () => 'http://x/sales/digital/cart.html' }));
    await flush();
    await flush();
    locked = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line' }));
    await flush();
    await flush();
    expect(screen.getByText('Your cart can’t be changed right now.')).toBeInTheDocument();
    const saves = post.mock.calls.filter(([path]) => path === 'cartservice/cart/save-cart');
    expect(saves).toHaveLength(1);
    // The lock is known now: a second try is refused without a call.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line' }));
    await flush();
    expect(post.mock.calls.filter(([path]) => path === 'cartservice/cart/save-cart')).toHaveLength(1);
  });

  it('removing a line asks first, and a removed line can be put back with Undo', async () => {
    const { cart, post } = storeCart(async () => ({ serviceHeader: { statusCode: '00000' }, data: CART }));
    renderPage(<CartPage />, testDeps({ cart, currentHref: () => 'http://x/sales/digital/cart.html' }));
    await flush();
    await flush();
    const calls = (path: string) => post.mock.calls.filter(([called]) => called === path);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }));
    expect(screen.getByText(/Remove Line 1: Google Pixel 10 from your cart\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls('cartservice/cart/save-cart')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line' }));
    await flush();
    await flush();
    expect(calls('cartservice/cart/save-cart').at(-1)?.[1]).toMatchObject({ lines: [{ lineId: 'L1', remove: true }] });
    expect(screen.getByText('Line 1: Google Pixel 10 was removed from your cart.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await flush();
    await flush();
    expect(calls('cartservice/cart/add-device').at(-1)?.[1]).toMatchObject({
      deviceId: CART.lineDetails.lineInfo[0]!.device.deviceId,
      sku: CART.lineDetails.lineInfo[0]!.device.sku,
    });
    expect(screen.queryByText('Line 1: Google Pixel 10 was removed from your cart.')).not.toBeInTheDocument();
  });
});
