import { describe, expect, it } from 'vitest';
import { bookingLines, peopleLabel } from './booking-lines';

describe('bookingLines', () => {
  it('words rooms as checkout does, priced per room', () => {
    const lines = bookingLines({
      rooms: [
        { adult: 2, child: 0, price: 45000 },
        { adult: 1, child: 1, price: 52500.5 },
      ],
      customs: [],
    });
    expect(lines).toEqual([
      { label: 'Room 1: 2 adults', amountPaise: 4_500_000 },
      { label: 'Room 2: 1 adult, 1 child', amountPaise: 5_250_050 },
    ]);
  });

  it('prices custom items per unit times the quantity, leaving out the unchosen', () => {
    const lines = bookingLines({
      rooms: [],
      customs: [
        { id: 'a', name: 'Houseboat (2 people)', price: 7000.25, value: 3, totalPeople: 2 },
        { id: 'b', name: 'Cycle', price: 500, value: 0, totalPeople: 1 },
      ],
    });
    expect(lines).toEqual([{ label: 'Houseboat (2 people) × 3', amountPaise: 2_100_075 }]);
  });

  it('counts people in words', () => {
    expect(peopleLabel(1)).toBe('1 person');
    expect(peopleLabel(4)).toBe('4 people');
  });
});
