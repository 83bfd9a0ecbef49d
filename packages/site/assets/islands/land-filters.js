// The land search: a changed period or order searches at once, and empty fields are left out of
// the address, so a search reads /available-land?period=week rather than a row of empty names.
// Without this script the form works as it is, with Apply.
const form = document.querySelector('[data-land-filters]');
if (form) {
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) form.requestSubmit();
  });
  form.addEventListener('submit', () => {
    for (const field of form.elements)
      if ('value' in field && field.name && field.value === '') field.disabled = true;
  });
  // Back from the results: fields disabled for the address come back usable.
  addEventListener('pageshow', () => {
    for (const field of form.elements) field.disabled = false;
  });
}
