import type { VenueId } from '../model/venues';
import type { HeadContext } from './column-table';
import { SortHeader } from './sort-header';
import { VenueSortHeader } from './venue-heading';

/** A header that sorts by its column: names on the left, figures on the right. */
export function sortHead(id: string, label: string, align: 'left' | 'right' = 'right') {
  return function head({ sort, onSort }: HeadContext) {
    return (
      <SortHeader
        column={id}
        label={label}
        align={align}
        active={sort.column === id}
        direction={sort.direction}
        onSort={onSort}
      />
    );
  };
}

/** A venue's header: its name, which sorts by its column, over its freshness (and its next funding, if asked). */
export function venueHead(venue: VenueId, { showNextFunding = false }: { showNextFunding?: boolean } = {}) {
  return function head({ sort, onSort, statuses }: HeadContext) {
    const status = statuses.find((candidate) => candidate.venue === venue);
    return (
      <VenueSortHeader
        venue={venue}
        state={status?.state ?? 'loading'}
        snapshot={status?.feed?.snapshot ?? null}
        showNextFunding={showNextFunding}
        active={sort.column === venue}
        direction={sort.direction}
        onSort={onSort}
      />
    );
  };
}

/** A header that sorts by nothing: names on the left, figures on the right. */
export function plainHead(label: string, align: 'left' | 'right' = 'right') {
  return function head() {
    return (
      <th scope="col" style={{ textAlign: align }}>
        {label}
      </th>
    );
  };
}
