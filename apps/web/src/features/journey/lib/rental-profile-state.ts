/** What a page hands back to the Rental Profile hub when it navigates there after saving. */
export interface RentalProfileLocationState {
  rentalProfileSaved?: string;
}

/** Back to the hub, with the polite confirmation it announces (RentalProfilePage's SavedMessage). */
export function hubState(message: string): RentalProfileLocationState {
  return { rentalProfileSaved: message };
}
