import type { Location, RoomInput, RoomInputValues } from '@hochzeit/contracts';
import { Field } from '@hochzeit/shared-ui/toolkit';
import type { UseFormReturn } from 'react-hook-form';
import { asOptionalNumber } from '../../lib/contract-form';
import { previewCapacity } from './room-form';
import { Options } from '../../lib/Options';

export type RoomForm = UseFormReturn<RoomInputValues, unknown, RoomInput>;

/** The fields of a room, for the new-room form and the inline edit. */
export function RoomFields({ form, locations }: { form: RoomForm; locations: readonly Location[] }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [base_capacity, has_extra_bed, has_crib] = watch(['base_capacity', 'has_extra_bed', 'has_crib']);
  return (
    <div className="form-grid">
      <Field label="Zimmernummer" error={errors.room_number?.message}>
        <input {...register('room_number')} />
      </Field>
      <Field label="Standort" error={errors.location_id?.message}>
        <select {...register('location_id', asOptionalNumber)}>
          <Options placeholder="Standort wählen" items={locations} label={(l) => l.name} />
        </select>
      </Field>
      <Field label="Beschreibung" error={errors.description?.message}>
        <input {...register('description')} />
      </Field>
      <Field label="Grundkapazität" error={errors.base_capacity?.message}>
        <input type="number" min={1} max={20} {...register('base_capacity', asOptionalNumber)} />
      </Field>
      <label className="field field--inline">
        <input type="checkbox" {...register('has_extra_bed')} />
        <span>Zustellbett (+1)</span>
      </label>
      <label className="field field--inline">
        <input type="checkbox" {...register('has_crib')} />
        <span>Kinderbett (+1)</span>
      </label>
      <p className="muted">Gesamtkapazität: {previewCapacity({ base_capacity, has_extra_bed, has_crib })}</p>
    </div>
  );
}
