import type { Random } from './random';

export const firstNames = [
  'Martín',
  'Lucía',
  'Sofía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Camila',
  'Joaquín',
  'Florencia',
  'Agustín',
  'Micaela',
  'Federico',
  'Gabriela',
  'Diego',
  'Natalia',
  'Rodrigo',
  'Carolina',
  'Nicolás',
  'Paula',
  'Gonzalo',
  'Verónica',
  'Sebastián',
  'Andrea',
  'Pablo',
  'Mariana',
  'Facundo',
  'Lorena',
  'Juan Pablo',
  'María José',
  'Ignacio',
  'Cecilia',
  'Bruno',
  'Romina',
  'Emiliano',
  'Silvia',
  'Héctor',
  'Graciela',
  'Washington',
  'Mirta',
  'Álvaro',
] as const;

export const lastNames = [
  'Rodríguez',
  'González',
  'Fernández',
  'Martínez',
  'Pérez',
  'García',
  'Sosa',
  'López',
  'Silva',
  'Díaz',
  'Pereira',
  'Suárez',
  'Romero',
  'Ramírez',
  'Acosta',
  'Benítez',
  'Cabrera',
  'Olivera',
  'Núñez',
  'Méndez',
  'Vázquez',
  'Castro',
  'Techera',
  'Píriz',
  'De León',
  'Bentancor',
  'Viera',
  'Ferreira',
  'Correa',
  'Cardozo',
] as const;

/** Lower case without accents, spaces or symbols: "De León" → "deleon". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** "nombre.apellido@proveedor", without accents or spaces. */
export const emailFor = (name: string, lastName: string, random: Random) => {
  const domain = random.pick(['gmail.com', 'hotmail.com', 'adinet.com.uy', 'vera.com.uy', 'outlook.com']);
  return `${plain(name)}.${plain(lastName)}${random.int(1, 99)}@${domain}`;
};

/** A mobile as the 8 digits the spec asks for (SPEC §5): 9x xxx xxx, the trunk 0 left out. */
export const mobileFor = (random: Random) => `9${random.int(1, 9)}${String(random.int(0, 999_999)).padStart(6, '0')}`;

/** A landline of Montevideo: 2xxx xxxx. */
export const landlineFor = (random: Random) => `2${String(random.int(4_000_000, 9_999_999))}`;
