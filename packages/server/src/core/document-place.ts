import { drawableLogo } from '@horizontal/documents';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildings, companies } from '../db/schema';

/** A logo is read only when its type is one a PDF can draw; any other leaves the header without one. */
const imageKey = (key: string | null) => (key && /\.(png|jpe?g)$/i.test(key) ? key : null);

/**
 * The complejo and the administradora that issues its documents, with its logo when a PDF can draw it: the header
 * of every PDF a module draws (statements, the year account, an assembly's attendance sheet).
 */
export const placeOf = async (app: FastifyInstance, buildingId: number) => {
  const [place] = await app.db
    .select({
      complejo: buildings.name,
      address: buildings.address,
      companyId: companies.id,
      administradora: companies.name,
      phone: companies.phone,
      email: companies.email,
      logo: companies.logo,
    })
    .from(buildings)
    .innerJoin(companies, eq(companies.id, buildings.companyId))
    .where(eq(buildings.id, buildingId));
  if (!place) throw new Error('El complejo no existe.');
  const logoKey = imageKey(place.logo);
  const logo = drawableLogo(logoKey ? await app.storage.get(logoKey).catch(() => null) : null);
  return {
    companyId: place.companyId,
    complejo: { name: place.complejo, address: place.address },
    issuer: { name: place.administradora, phone: place.phone, email: place.email, logo },
  };
};
