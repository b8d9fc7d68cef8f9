/** A GET form's fields without the empty ones, so a filtered URL stays short and readable. */
export function filledFields(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') out.append(name, value.trim());
  }
  return out;
}
