import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { useGuestTitle } from '../../lib/guest-title';

export function DresscodePage() {
  useGuestTitle('Dresscode');
  return (
    <main className="page guest-page">
      <h1>Dresscode</h1>
      <p className="card">Wir freuen uns, wenn ihr euch schick macht – festlich, aber so, dass ihr euch den ganzen Tag wohlfühlt. Im Schlossgarten gibt es Rasen, bequeme Absätze sind also eine gute Idee.</p>
      <section className="card guest-card" aria-labelledby="ladies">
        <h2 id="ladies">Damen</h2>
        <p>Kleid, Jumpsuit oder Hosenanzug in jeder Farbe – nur bitte nicht in Weiß: diese Farbe ist der Braut vorbehalten.</p>
      </section>
      <section className="card guest-card" aria-labelledby="gentlemen">
        <h2 id="gentlemen">Herren</h2>
        <p>Anzug oder elegant-lässig (Sakko und Chino). Krawatte oder Fliege sind freiwillig.</p>
      </section>
      <BackLink />
    </main>
  );
}
