import { Field } from '@hochzeit/shared-ui';
import type { GuestGroup, Menu } from '../../lib/api-types';
import type { GuestFormValues } from './guest-form';

interface Props {
  values: GuestFormValues;
  onChange: (values: GuestFormValues) => void;
  groups: GuestGroup[];
  menus: Menu[];
  idPrefix: string;
}

/** All guest fields of spec core §3; used by the create form and by inline editing. */
export function GuestFields({ values, onChange, groups, menus, idPrefix }: Props) {
  const set = (key: keyof GuestFormValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  const text = (key: keyof GuestFormValues, label: string, type = 'text') => (
    <Field label={label}>
      <input id={`${idPrefix}-${key}`} type={type} value={values[key]} onChange={set(key)} />
    </Field>
  );
  return (
    <div className="form-grid">
      {text('first_name', 'Vorname')}
      {text('last_name', 'Nachname')}
      {text('email', 'E-Mail', 'email')}
      {text('phone', 'Telefon', 'tel')}
      {text('mobile', 'Mobil', 'tel')}
      {text('address', 'Adresse')}
      <Field label="Gasttyp">
        <select value={values.guest_type} onChange={set('guest_type')}>
          <option value="Apéro">Apéro</option>
          <option value="Inner Circle">Inner Circle</option>
        </select>
      </Field>
      <Field label="Seite">
        <select value={values.side} onChange={set('side')}>
          <option value="">–</option>
          <option value="Ehemann">Ehemann</option>
          <option value="Ehefrau">Ehefrau</option>
          <option value="Beide">Beide</option>
        </select>
      </Field>
      <Field label="Gruppe">
        <select value={values.group_id} onChange={set('group_id')}>
          <option value="">Keine</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Menü">
        <select value={values.menu_id} onChange={set('menu_id')}>
          <option value="">Kein Menü</option>
          {menus.map((m) => (
            <option key={m.id} value={m.id}>
              {m.type} – {m.class}
            </option>
          ))}
        </select>
      </Field>
      {text('allergies', 'Allergien (durch Komma getrennt)')}
      {text('special_requests', 'Besondere Wünsche')}
      {text('admin_notes', 'Admin-Notizen')}
    </div>
  );
}
