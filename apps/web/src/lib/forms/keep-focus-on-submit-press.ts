// Issue 38, the lost click (decision 0052): pressing a form's submit button used to move the focus out of the
// field being typed in, so that field was checked as left (`onTouched`) before the button was released. Its
// message appeared above the button, the button moved down, the release landed beside it and the click was
// lost. Kept in the field, the focus leaves nothing to check before the click, and the submit checks every
// field and focuses the first wrong one. Leaving a field by Tab, or by a press anywhere else, still checks it.

function keepFocusInForm(event: MouseEvent): void {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLButtonElement | HTMLInputElement>('button, input');
  if (button?.type !== 'submit' || !button.form) return;
  const focused = document.activeElement;
  // Cancelling the press keeps the focus where it is (every browser); the click still follows.
  if (focused && focused !== button && button.form.contains(focused)) event.preventDefault();
}

let formsShown = 0;

/** While a form is on screen, a press on its submit button leaves the focus in its fields; returns the undo. */
export function keepFocusOnSubmitPress(): () => void {
  if (formsShown === 0) document.addEventListener('mousedown', keepFocusInForm, true);
  formsShown += 1;
  return () => {
    formsShown -= 1;
    if (formsShown === 0) document.removeEventListener('mousedown', keepFocusInForm, true);
  };
}
