/** Leaves the app for the payment provider's checkout page (an object of its own so tests can stand in). */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export function goToCheckout(url: string): void {
  checkoutNavigation.go(url);
}
