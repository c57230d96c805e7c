import { usStates } from '@portal/domain/constants/us-states';

/** The options of a state `<select>`: an empty choice that asks for one, then every state by name. */
export function UsStateOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {usStates.map((state) => (
        <option key={state.abbreviation} value={state.abbreviation}>
          {state.name}
        </option>
      ))}
    </>
  );
}
