import { describe, expect, it } from 'vitest';
import { footerVariant, headerMode, showsLogout } from './header-mode';
import { isSticky } from './use-sticky';
import { telHref } from './nav-links';

describe('header mode', () => {
  it("is 'profile' on cabinet paths, 'auth' on flows when logged in, else default", () => {
    expect(headerMode('/lk/Dashboard', true)).toBe('profile');
    expect(headerMode('/registration', true)).toBe('auth');
    expect(headerMode('/creation', true)).toBe('auth');
    expect(headerMode('/registration', false)).toBe('default');
    expect(headerMode('/registrationx', true)).toBe('default');
    expect(headerMode('/Faq', true)).toBe('default');
  });
  it('shows logout on cabinet and flow paths only when logged in', () => {
    expect(showsLogout('/lk/payment-sbp', true)).toBe(true);
    expect(showsLogout('/creation', true)).toBe(true);
    expect(showsLogout('/creation', false)).toBe(false);
    expect(showsLogout('/', true)).toBe(false);
  });
});

describe('footer variant', () => {
  it('follows requirements §2.6', () => {
    expect(footerVariant('/lk/Dashboard', 'profile')).toBe('conditions');
    expect(footerVariant('/registration', 'registration')).toBe('conditions');
    expect(footerVariant('/', 'index')).toBe('landing');
    expect(footerVariant('/promo-zaem', 'promo-zaem')).toBe('landing');
    expect(footerVariant('/zaem-besplatno-i-vigodno', 'zaem-besplatno')).toBe('landing');
    expect(footerVariant('/Faq', 'faq')).toBe('navigation');
    expect(footerVariant('/nowhere', undefined)).toBe('navigation');
  });
});

describe('sticky header', () => {
  it('needs more than 58 px of scroll and more than 1070 px of width', () => {
    expect(isSticky(59, 1071)).toBe(true);
    expect(isSticky(58, 1280)).toBe(false);
    expect(isSticky(500, 1070)).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps digits only', () => {
    expect(telHref('8 800 000-12-34')).toBe('tel:88000001234');
  });
});
