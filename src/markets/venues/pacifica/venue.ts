import { defineVenue } from '../shared/define-venue';
import { readPacificaBook } from './order-book';
import { pacificaFacts } from './facts';
import { readPacificaHistory } from './rate-history';
import { readPacifica } from './read-pacifica';
import { readPacificaActivity, readPacificaBalance } from './read-pacifica-account';

/** Pacifica: its facts and its readers, as the venue registry lists it. */
export const venue = defineVenue({
  ...pacificaFacts,
  marketData: readPacifica,
  history: readPacificaHistory,
  accounts: { balance: readPacificaBalance, activity: readPacificaActivity },
  book: readPacificaBook,
});
