import { rsvpAnswerBody, rsvpDraft } from './rsvp-constants.js';

const ALL = { ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true };

describe('rsvpDraft', () => {
  it('starts an unanswered form from the guest record, an answered one from the answer', () => {
    expect(rsvpDraft(null, { menu_id: 3, allergies: ['Nüsse'] })).toMatchObject({ attending: null, menu_id: 3, allergies: ['Nüsse'], companion_menu_id: null, companion_allergies: [] });
    expect(rsvpDraft(null)).toMatchObject({ menu_id: null, allergies: [] });
    const answer = { attending: true, menu_id: 2, allergies: ['Laktose'], song_wish: null, message: null, companion_name: 'Tom', companion_menu_id: 1, companion_allergies: ['Ei'] };
    expect(rsvpDraft(answer, { menu_id: 3, allergies: ['Nüsse'] })).toMatchObject({ menu_id: 2, allergies: ['Laktose'], companion_name: 'Tom', companion_menu_id: 1, companion_allergies: ['Ei'] });
  });
});

describe('rsvpAnswerBody', () => {
  const draft = { ...rsvpDraft(null), attending: true as const, menu_id: 2, companion_name: ' Tom ', companion_menu_id: 1, companion_allergies: ['Ei'] };

  it("sends the companion's menu and allergies with the name, only where a companion is allowed and the questions are asked", () => {
    expect(rsvpAnswerBody(draft, ALL, true)).toMatchObject({ companion_name: 'Tom', companion_menu_id: 1, companion_allergies: ['Ei'] });
    expect(rsvpAnswerBody(draft, ALL, false)).not.toHaveProperty('companion_menu_id');
    const noMenu = rsvpAnswerBody(draft, { ...ALL, ask_menu: false }, true);
    expect(noMenu).not.toHaveProperty('companion_menu_id');
    expect(noMenu).not.toHaveProperty('menu_id');
  });

  it('clears them without a name, and sends nothing of the companion for a decline', () => {
    expect(rsvpAnswerBody({ ...draft, companion_name: '  ' }, ALL, true)).toMatchObject({ companion_name: null, companion_menu_id: null, companion_allergies: [] });
    const declined = rsvpAnswerBody({ ...draft, attending: false }, ALL, true);
    expect(Object.keys(declined).sort()).toEqual(['attending', 'message']);
  });
});
