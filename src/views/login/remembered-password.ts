// The password typed on the login screen, kept in memory only so that the SMS screen's
// «Отправить код ещё раз» can sign in again (the server sends a new login code when asked
// after its pause). Keyed by the page's login stack actor: it goes away with the page and is
// never written to storage or to the stack's context.
const passwords = new WeakMap<object, string>();

export const rememberPassword = (stack: object, password: string): void => {
  passwords.set(stack, password);
};

export const rememberedPassword = (stack: object): string => passwords.get(stack) ?? '';
