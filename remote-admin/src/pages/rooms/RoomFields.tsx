import { Field } from '@hochzeit/shared-ui';
import type { Location } from '../../lib/api-types';
import { previewCapacity, type RoomFormValues } from './room-form';

export function RoomFields({ values, onChange, locations }: { values: RoomFormValues; onChange: (v: RoomFormValues) => void; locations: Location[] }) {
  return (
    <div className="form-grid">
      <Field label="Zimmernummer">
        <input value={values.room_number} onChange={(e) => onChange({ ...values, room_number: e.target.value })} required />
      </Field>
      <Field label="Standort">
        <select value={values.location_id} onChange={(e) => onChange({ ...values, location_id: e.target.value })} required>
          <option value="">Standort wählen</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Beschreibung">
        <input value={values.description} onChange={(e) => onChange({ ...values, description: e.target.value })} />
      </Field>
      <Field label="Grundkapazität">
        <input type="number" min={1} max={20} value={values.base_capacity} onChange={(e) => onChange({ ...values, base_capacity: e.target.value })} />
      </Field>
      <label className="field field--inline">
        <input type="checkbox" checked={values.has_extra_bed} onChange={(e) => onChange({ ...values, has_extra_bed: e.target.checked })} />
        <span>Zustellbett (+1)</span>
      </label>
      <label className="field field--inline">
        <input type="checkbox" checked={values.has_crib} onChange={(e) => onChange({ ...values, has_crib: e.target.checked })} />
        <span>Kinderbett (+1)</span>
      </label>
      <p className="muted">Gesamtkapazität: {previewCapacity(values)}</p>
    </div>
  );
}
