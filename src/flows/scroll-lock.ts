// Page scroll lock while a modal is open (SPEC §4). The scrollbar width is padded back so the
// page does not jump sideways.
export function lockBodyScroll(): void {
  if (typeof document === 'undefined') return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.dataset.scrollLocked = 'true';
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

export function unlockBodyScroll(): void {
  if (typeof document === 'undefined') return;
  const body = document.body;
  delete body.dataset.scrollLocked;
  body.style.overflow = '';
  body.style.paddingRight = '';
}
