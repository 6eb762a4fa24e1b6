import { SeatingTableInput, type SeatingPlanTable, type SeatingTableInputValues } from '@hochzeit/contracts';
import { SEATING_TABLE_SHAPE_LABELS, SEATING_TABLE_SHAPES } from '@hochzeit/contracts/seating-constants';
import { errorMessage, unwrap } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { SEATING_DATA, seatingApi } from './seating-queries';

const NEW_TABLE: SeatingTableInputValues = { name: '', shape: 'round', seats: 8, note: '' };
const toForm = (table: SeatingPlanTable): SeatingTableInputValues => ({ name: table.name, shape: table.shape, seats: table.seats, note: table.note ?? '' });

/** 'Neuer Tisch' (no table given) or a table's edit form; validated by the contract, the server's refusal shown beside the button. */
export function TableForm({ table, onDone }: { table?: SeatingPlanTable; onDone?: () => void }) {
  const form = useContractForm(SeatingTableInput, table ? toForm(table) : NEW_TABLE);
  const change = useAdminChange(SEATING_DATA);
  const status = useNotice();
  const errors = form.formState.errors;
  const save = form.handleSubmit(async (input) => {
    try {
      if (table) {
        await change(() => unwrap(seatingApi.PUT('/api/admin/seating/tables/{id}', { params: { path: { id: table.id } }, body: input })));
        onDone?.();
      } else {
        await change(() => unwrap(seatingApi.POST('/api/admin/seating/tables', { body: input })));
        form.reset(NEW_TABLE);
        status.success('Tisch angelegt');
      }
    } catch (e) {
      status.error(errorMessage(e, table ? 'Fehler beim Speichern des Tisches' : 'Fehler beim Anlegen des Tisches'));
    }
  });
  return (
    <form className={table ? 'seating-table-form' : 'card section seating-table-form'} onSubmit={save} aria-label={table ? `Tisch ${table.name} bearbeiten` : 'Neuen Tisch anlegen'} noValidate>
      {!table && <h2>Neuer Tisch</h2>}
      <div className="seating-table-form__fields">
        <Field label="Name oder Nummer" error={errors.name?.message}>
          <input {...form.register('name')} autoComplete="off" />
        </Field>
        <Field label="Form" error={errors.shape?.message}>
          <select {...form.register('shape')}>
            {SEATING_TABLE_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {SEATING_TABLE_SHAPE_LABELS[shape]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Plätze" error={errors.seats?.message}>
          <input type="number" inputMode="numeric" min={1} {...form.register('seats', { valueAsNumber: true })} />
        </Field>
        <Field label="Notiz" hint="z. B. Brauttisch, Kindertisch" error={errors.note?.message}>
          <input {...form.register('note')} autoComplete="off" />
        </Field>
      </div>
      <FormActions submitLabel={table ? 'Speichern' : 'Tisch anlegen'} onCancel={onDone} status={status.element} />
    </form>
  );
}
