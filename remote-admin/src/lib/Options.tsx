/** The options of a select: first the placeholder meaning "nothing chosen" (value ''), then one per record. */
export function Options<T extends { id: number }>({ placeholder, items, label }: { placeholder: string; items: readonly T[]; label: (item: T) => string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {label(item)}
        </option>
      ))}
    </>
  );
}

/** "Anna Meier", as guests are named in every list of choices. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;
