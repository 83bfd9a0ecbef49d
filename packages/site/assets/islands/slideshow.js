// The banner slideshow: one banner at a time, the next every 6 seconds, paused while the pointer or
// the keyboard focus is on it, and never turning by itself for a visitor who asks for reduced
// motion. Previous / Pause / Next are buttons; the arrow keys turn it while focus is inside.
const INTERVAL_MS = 6000;
for (const show of document.querySelectorAll('[data-slideshow]')) {
  const slides = [...show.querySelectorAll('.slides > div')];
  const controls = show.querySelector('.slide-controls');
  if (slides.length < 2 || !controls) continue;
  controls.hidden = false;
  const toggle = controls.querySelector('[data-slide="toggle"]');
  const still = matchMedia('(prefers-reduced-motion: reduce)');
  let current = 0;
  let playing = !still.matches;
  let held = false;
  let timer;
  const go = (to) => {
    slides[current].hidden = true;
    current = (to + slides.length) % slides.length;
    slides[current].hidden = false;
  };
  const schedule = () => {
    clearInterval(timer);
    if (playing && !held) timer = setInterval(() => go(current + 1), INTERVAL_MS);
  };
  const label = () => {
    toggle.textContent = playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay;
    toggle.setAttribute('aria-pressed', String(!playing));
  };
  controls.addEventListener('click', (event) => {
    const which = event.target.closest('[data-slide]')?.dataset.slide;
    if (which === 'prev') go(current - 1);
    if (which === 'next') go(current + 1);
    if (which === 'toggle') {
      playing = !playing;
      label();
    }
    schedule();
  });
  show.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
  });
  const hold = (on) => () => {
    held = on;
    schedule();
  };
  show.addEventListener('mouseenter', hold(true));
  show.addEventListener('mouseleave', hold(false));
  show.addEventListener('focusin', hold(true));
  show.addEventListener('focusout', (event) => {
    if (!show.contains(event.relatedTarget)) hold(false)();
  });
  still.addEventListener('change', () => {
    if (still.matches) playing = false;
    label();
    schedule();
  });
  label();
  schedule();
}
