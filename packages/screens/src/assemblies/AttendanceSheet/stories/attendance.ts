import { type AssemblyAttendance, attendanceTally, unitLabel } from '@horizontal/domain';
import { apartmentFixtures, attendanceFixtures } from '@horizontal/mocks/fixtures';

/*
 * The sheet as POST /assemblies/attendance/findall answers it, shaped from the mocks' rows the way their handler
 * shapes it: every unit of the complejo in order, a unit nobody recorded is absent.
 */

export const attendanceOf = (assemblyId: number, buildingId: number): AssemblyAttendance => {
  const entries = attendanceFixtures.filter((entry) => entry.assemblyId === assemblyId);
  const apartments = apartmentFixtures
    .filter((apartment) => apartment.buildingId === buildingId)
    .sort((a, b) => a.id - b.id);
  const units = apartments.map((apartment) => {
    const entry = entries.find((candidate) => candidate.apartmentId === apartment.id);
    return {
      apartmentId: apartment.id,
      apartment: unitLabel(apartment),
      coefficient: apartment.coefficient,
      kind: entry?.kind ?? 'ausente',
      proxyHolder: entry?.proxyHolder ?? null,
      proxyApartmentId: entry?.proxyApartmentId ?? null,
    };
  });
  return { assemblyId, units, ...attendanceTally(units, entries) };
};

/**
 * A complejo of `count` units (blocks of the demo's complejo side by side, each unit with an equal share), to see
 * that a large sheet stays quick: the demo's complejos are smaller.
 */
export const largeAttendance = (base: AssemblyAttendance, count: number): AssemblyAttendance => {
  const units = Array.from({ length: count }, (_, index) => {
    const unit = base.units[index % base.units.length]!;
    const block = Math.floor(index / base.units.length) + 1;
    return {
      ...unit,
      apartmentId: 100_000 + index,
      apartment: `Bloque ${block} · ${unit.apartment}`,
      coefficient: 100 / count,
      // Proxies held by units of the demo would point outside the large complejo.
      proxyApartmentId: null,
    };
  });
  return { assemblyId: base.assemblyId, units, ...attendanceTally(units, units) };
};
