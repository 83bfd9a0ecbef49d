// The theme toggle: flips the theme at once and remembers it for a year. Without this script the
// same form posts to /theme, which sets the cookie and sends the visitor back (a round trip).
const form = document.querySelector('.theme-form');
form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const root = document.documentElement;
  const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
  root.dataset.theme = next;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site serves
  document.cookie = `theme=${next}; path=/; max-age=31536000; samesite=lax${secure}`;
  const button = form.querySelector('button');
  button.textContent = next === 'dark' ? button.dataset.labelLight : button.dataset.labelDark;
  form.elements.namedItem('theme').value = next === 'dark' ? 'light' : 'dark';
});
