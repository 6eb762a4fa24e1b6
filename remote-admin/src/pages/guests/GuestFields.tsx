import { GUEST_SIDES, GUEST_TYPES, type GuestFormValues, type GuestGroup, type Menu, rsvpMenuLabel } from '@hochzeit/contracts';
import { Field } from '@hochzeit/shared-ui/toolkit';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { asOptionalNumber } from '../../lib/contract-form';
import { Options } from '../../lib/Options';

interface Props {
  register: UseFormRegister<GuestFormValues>;
  errors: FieldErrors<GuestFormValues>;
  groups: readonly GuestGroup[];
  menus: readonly Menu[];
  idPrefix: string;
}

/** All guest fields; used by the create form and by inline editing. */
export function GuestFields({ register, errors, groups, menus, idPrefix }: Props) {
  const text = (name: 'first_name' | 'last_name' | 'email' | 'phone' | 'mobile' | 'address' | 'allergies' | 'special_requests' | 'admin_notes', label: string, type = 'text') => (
    <Field label={label} error={errors[name]?.message}>
      <input id={`${idPrefix}-${name}`} type={type} {...register(name)} />
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
      <Field label="Gasttyp" error={errors.guest_type?.message}>
        <select id={`${idPrefix}-guest_type`} {...register('guest_type')}>
          <Options items={GUEST_TYPES} />
        </select>
      </Field>
      <Field label="Seite" error={errors.side?.message}>
        <select id={`${idPrefix}-side`} {...register('side')}>
          <Options placeholder="–" items={GUEST_SIDES} />
        </select>
      </Field>
      <Field label="Gruppe" error={errors.group_id?.message}>
        <select id={`${idPrefix}-group_id`} {...register('group_id', asOptionalNumber)}>
          <Options placeholder="Keine" items={groups} label={(g) => g.name} />
        </select>
      </Field>
      <Field label="Menü" error={errors.menu_id?.message}>
        <select id={`${idPrefix}-menu_id`} {...register('menu_id', asOptionalNumber)}>
          <Options placeholder="Kein Menü" items={menus} label={rsvpMenuLabel} />
        </select>
      </Field>
      {text('allergies', 'Allergien (durch Komma getrennt)')}
      {text('special_requests', 'Besondere Wünsche')}
      {text('admin_notes', 'Admin-Notizen')}
      <label className="field field--inline">
        <input id={`${idPrefix}-companion_allowed`} type="checkbox" {...register('companion_allowed')} />
        <span>Begleitung erlaubt (der Gast nennt bei der Rückmeldung ihren Namen)</span>
      </label>
    </div>
  );
}
