/** What a <select> chooses: a constant of the contract ('Apéro', 2) or a record, chosen by its id. */
type Choice = string | number | { id: number };

const valueOf = (item: Choice) => (typeof item === 'object' ? item.id : item);

/**
 * The options of a select: first, if given, the placeholder meaning "nothing chosen" or "all"
 * (value '' unless `placeholderValue`), then one per item, labelled by `label` (default: the value).
 */
export function Options<T extends Choice>({
  items,
  label = (item) => String(valueOf(item)),
  placeholder,
  placeholderValue = '',
}: {
  items: readonly T[];
  label?: (item: T) => string;
  placeholder?: string;
  placeholderValue?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value={placeholderValue}>{placeholder}</option>}
      {items.map((item) => (
        <option key={valueOf(item)} value={valueOf(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}

/** "Anna Meier", as guests are named in every list of choices. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;
