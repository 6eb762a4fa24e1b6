import { fileNameFromDisposition } from './transfer';

it('reads the file name from Content-Disposition', () => {
  expect(fileNameFromDisposition('attachment; filename="Gaesteliste.csv"')).toBe('Gaesteliste.csv');
  expect(fileNameFromDisposition(`attachment; filename="G?steliste.pdf"; filename*=UTF-8''G%C3%A4steliste.pdf`)).toBe('Gästeliste.pdf');
  expect(fileNameFromDisposition(null)).toBe('export');
  expect(fileNameFromDisposition('attachment', 'dokument')).toBe('dokument');
});
