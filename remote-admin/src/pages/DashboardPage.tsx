import {
  ADMIN_DASHBOARD_LINKS as LINKS,
  ADMIN_DASHBOARD_TEXTS as TEXTS,
  ADMIN_TODO_LINKS,
  ADMIN_TODO_TEXTS,
} from '@hochzeit/contracts';
import { germanCalendarDate } from '@hochzeit/contracts/rsvp-dates';
import { errorMessage, Link, Loading, useQuery } from '@hochzeit/shared-ui';
import { EmptyState } from '@hochzeit/shared-ui/toolkit';
import type { ReactNode } from 'react';
import { ADMIN_NAVIGATION } from '../layout/navigation';
import { adminDashboardQuery } from '../lib/queries';
import './dashboard/dashboard.css';

const numbers = new Intl.NumberFormat('de-DE');

/** One figure: its number and label, a link to the page (and filter) where the couple acts on it. */
function Figure({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <li>
      <Link className="dashboard-figure" to={to}>
        <span className="dashboard-figure__value">{numbers.format(value)}</span>{' '}
        <span className="dashboard-figure__label">{label}</span>
      </Link>
    </li>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card dashboard-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The wedding's day in German on the venue's calendar, e.g. 'Samstag, 7. Juni 2025'. */
const weddingDay = (startsAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(startsAt));

/**
 * The admin's start page: the wedding at a glance (each figure a link to its page and filter),
 * what is still to do, and every admin area.
 */
export function DashboardPage() {
  const query = useQuery(adminDashboardQuery());
  const data = query.data;
  return (
    <section className="admin-dashboard">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      {query.isError && (
        <p className="form-error" role="alert">
          {errorMessage(query.error, TEXTS.loadFailed)}
        </p>
      )}
      {query.isPending && <Loading />}
      {data && (
        <>
          {/* The day is set in the settings: the countdown leads there. */}
          <p className="dashboard-countdown">
            <Link to={LINKS.settings}>
              <strong>{TEXTS.daysUntil(data.wedding.days_until)}</strong> · {weddingDay(data.wedding.starts_at, data.wedding.time_zone)}
            </Link>
          </p>
          {data.guests === 0 && (
            <EmptyState title={TEXTS.noGuests}>
              <Link to={LINKS.guests}>{TEXTS.noGuestsLink}</Link>
            </EmptyState>
          )}

          <section className="card dashboard-card" aria-labelledby="dashboard-todo-title">
            <h2 id="dashboard-todo-title">{TEXTS.todoTitle}</h2>
            {data.todos.length ? (
              <ul className="dashboard-todos">
                {data.todos.map((todo) => (
                  <li key={todo.kind}>
                    <Link to={ADMIN_TODO_LINKS[todo.kind]}>{ADMIN_TODO_TEXTS[todo.kind](todo.count)}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{TEXTS.todoNone}</p>
            )}
          </section>

          <div className="dashboard-cards">
            <Card id="dashboard-answers" title={TEXTS.answersTitle}>
              <ul className="dashboard-figures">
                <Figure label={TEXTS.yes} value={data.answers.yes} to={LINKS.rsvp({ status: 'yes' })} />
                <Figure label={TEXTS.no} value={data.answers.no} to={LINKS.rsvp({ status: 'no' })} />
                <Figure label={TEXTS.open} value={data.answers.open} to={LINKS.rsvp({ status: 'open' })} />
              </ul>
              {data.answers.companions > 0 && <p>{TEXTS.companions(data.answers.companions)}</p>}
              {data.answers.deadline && <p className="muted">{TEXTS.deadline(germanCalendarDate(data.answers.deadline))}</p>}
              {data.answers.by_guest_type.map((type) => (
                <section key={type.guest_type} aria-label={type.guest_type}>
                  <h3>{type.guest_type}</h3>
                  <ul className="dashboard-figures">
                    <Figure label={TEXTS.yes} value={type.yes} to={LINKS.rsvp({ status: 'yes', guest_type: type.guest_type })} />
                    <Figure label={TEXTS.no} value={type.no} to={LINKS.rsvp({ status: 'no', guest_type: type.guest_type })} />
                    <Figure label={TEXTS.open} value={type.open} to={LINKS.rsvp({ status: 'open', guest_type: type.guest_type })} />
                  </ul>
                </section>
              ))}
            </Card>

            <Card id="dashboard-meals" title={TEXTS.mealsTitle}>
              {data.meals.menus.length ? (
                <ul className="dashboard-figures">
                  {data.meals.menus.map((menu) => (
                    <Figure key={menu.menu_id ?? 'none'} label={menu.label} value={menu.count} to={LINKS.kitchen} />
                  ))}
                </ul>
              ) : (
                <p>{TEXTS.noMeals}</p>
              )}
              <ul className="dashboard-figures dashboard-figures--apart">
                <Figure label={TEXTS.allergies} value={data.meals.allergies} to={LINKS.kitchen} />
                <Figure label={TEXTS.withAllergies} value={data.meals.with_allergies} to={LINKS.kitchen} />
              </ul>
            </Card>

            <Card id="dashboard-rooms" title={TEXTS.roomsTitle}>
              <ul className="dashboard-figures">
                <Figure label={TEXTS.roomsOccupied} value={data.rooms.occupied} to={LINKS.rooms} />
                <Figure label={TEXTS.roomsFree} value={data.rooms.free} to={LINKS.rooms} />
                <Figure label={TEXTS.bedsFree} value={data.rooms.beds_free} to={LINKS.rooms} />
                <Figure label={TEXTS.innerCircleWithoutRoom} value={data.rooms.inner_circle_without_room} to={LINKS.rooms} />
              </ul>
            </Card>

            <Card id="dashboard-photos" title={TEXTS.photosTitle}>
              <ul className="dashboard-figures">
                <Figure label={TEXTS.photosNewToday} value={data.photos.new_today} to={LINKS.media({ view: 'new_today' })} />
                <Figure label={TEXTS.photosPending} value={data.photos.pending} to={LINKS.media({ view: 'pending' })} />
                <Figure label={TEXTS.photosHidden} value={data.photos.hidden} to={LINKS.media({ view: 'hidden' })} />
                <Figure label={TEXTS.photosTotal} value={data.photos.total} to={LINKS.media()} />
              </ul>
            </Card>

            <Card id="dashboard-messages" title={TEXTS.messagesTitle}>
              <ul className="dashboard-figures">
                <Figure label={TEXTS.messagesOutbox} value={data.messages.outbox} to={LINKS.messages({ state: 'outbox' })} />
                <Figure label={TEXTS.messagesFailed} value={data.messages.failed} to={LINKS.messages({ state: 'failed' })} />
                <Figure label={TEXTS.messagesUnclear} value={data.messages.unclear} to={LINKS.messages({ state: 'unclear' })} />
                <Figure label={TEXTS.invitationsNotSent} value={data.invitations.not_sent} to={LINKS.messages()} />
              </ul>
            </Card>
          </div>
        </>
      )}

      <nav className="section" aria-labelledby="dashboard-navigation-title">
        <h2 id="dashboard-navigation-title">{TEXTS.navigationTitle}</h2>
        <ul className="admin-tiles">
          {ADMIN_NAVIGATION.slice(1).map((item) => (
            <li key={item.path}>
              <Link className="button" to={item.path}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
