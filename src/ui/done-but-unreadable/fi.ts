/** The texts of the done-but-unreadable banner in Finnish: every other language has exactly these keys. */
export const fi = {
  title: 'Tehty',
  text: 'Palvelu vahvisti, että pyyntö tehtiin, mutta sen vastausta ei voitu lukea. Tiedot haettiin uudelleen, joten näet nyt tilanteen sellaisena kuin se palvelussa on. Älä lähetä samaa uudelleen.',
  status: 'Palvelun vastauskoodi: {{status}}',
};

/** What every language of namespace `doneButUnreadable` says: exactly the keys Finnish has. */
export type DoneButUnreadableMessages = typeof fi;
