/** The demo generator's seeded random (mulberry32), so the mocks' own fixtures draw the same way. */
export { type Random, seededRandom } from '@horizontal/domain/demo';
