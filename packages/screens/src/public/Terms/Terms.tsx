import { LegalDocument, type LegalSection } from '../../shared/LegalDocument';
import { NavLink } from '../../shared/NavLink';
import { DEFAULT_CONTACT_EMAIL, LEGAL_UPDATED_ON } from '../Policy';

export type TermsProps = {
  onNavigate: (path: string) => void;
  contactEmail?: string;
  /** dd/mm/yyyy */
  updatedOn?: string;
};

const sections = (contactEmail: string, onNavigate: (path: string) => void): LegalSection[] => [
  {
    title: 'Objeto',
    body: (
      <p>
        Estos términos regulan el uso de Horizontal, el sistema con el que las administradoras de propiedad horizontal
        gestionan sus complejos: residentes, unidades, gastos comunes, asambleas, mensajería, personal y portería. Al
        ingresar al sistema, usted acepta estos términos.
      </p>
    ),
  },
  {
    title: 'Usuarios y contraseñas',
    body: (
      <ul>
        <li>Cada usuario es personal e intransferible; lo crea la administradora o el usuario maestro.</li>
        <li>
          La contraseña inicial es temporal: el sistema le pedirá cambiarla en su primer ingreso. No comparta su
          contraseña con nadie, tampoco con el personal de Horizontal, que nunca se la pedirá.
        </li>
        <li>
          Usted es responsable de lo que se haga con su usuario. Si sospecha un uso indebido, cambie su contraseña y
          avise a su administradora.
        </li>
      </ul>
    ),
  },
  {
    title: 'Uso aceptable',
    body: (
      <>
        <p>Al usar el sistema, usted se compromete a no:</p>
        <ul>
          <li>Cargar datos de personas sin tener derecho a hacerlo, o datos falsos.</li>
          <li>Intentar ver información de complejos o funciones para los que no tiene permiso.</li>
          <li>Interferir con el funcionamiento del sistema o intentar vulnerar su seguridad.</li>
          <li>Usar la información del complejo con fines distintos de su administración.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Datos personales',
    body: (
      <p>
        El tratamiento de los datos personales se rige por la Ley N.º 18.331 y por nuestra{' '}
        <NavLink to="/policy" onNavigate={onNavigate}>
          Política de Privacidad
        </NavLink>
        . La administradora, como responsable de la base de datos de sus complejos, garantiza que cuenta con el
        consentimiento o la base legal necesaria para cada dato que carga.
      </p>
    ),
  },
  {
    title: 'Gastos comunes e información del complejo',
    body: (
      <p>
        Los cálculos de gastos comunes, saldos y recargos se hacen con los datos que carga la administradora, que es
        responsable de su exactitud. Los importes se expresan en pesos uruguayos. Ante una diferencia, prevalecen los
        registros contables de la administradora.
      </p>
    ),
  },
  {
    title: 'Disponibilidad del servicio',
    body: (
      <p>
        Procuramos que el sistema esté disponible todos los días, a toda hora. Puede haber interrupciones por
        mantenimiento, que avisaremos con anticipación cuando sea posible, o por causas ajenas a nuestro control.
      </p>
    ),
  },
  {
    title: 'Propiedad intelectual',
    body: (
      <p>
        El software, las marcas y el diseño de Horizontal nos pertenecen. La información de cada complejo pertenece a su
        administradora y a los titulares de los datos.
      </p>
    ),
  },
  {
    title: 'Responsabilidad',
    body: (
      <p>
        Horizontal no responde por decisiones tomadas con datos erróneos cargados por los usuarios, ni por daños
        derivados del uso indebido de un usuario o contraseña. Nada de lo aquí dispuesto limita los derechos que la ley
        reconoce a los consumidores.
      </p>
    ),
  },
  {
    title: 'Cambios en estos términos',
    body: (
      <p>
        Podemos modificar estos términos. La nueva versión se publicará en esta página con su fecha; si el cambio es
        importante, se lo avisaremos al ingresar.
      </p>
    ),
  },
  {
    title: 'Ley aplicable y jurisdicción',
    body: (
      <p>
        Estos términos se rigen por las leyes de la República Oriental del Uruguay. Cualquier controversia se someterá a
        los tribunales competentes de la ciudad de Montevideo.
      </p>
    ),
  },
  {
    title: 'Contacto',
    body: (
      <p>
        Por consultas sobre estos términos, escriba a <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    ),
  },
];

/** /terms: the terms and conditions of use (SPEC §2, linked from the sign-in page). */
export function Terms({ onNavigate, contactEmail = DEFAULT_CONTACT_EMAIL, updatedOn = LEGAL_UPDATED_ON }: TermsProps) {
  return (
    <LegalDocument
      title="Términos y Condiciones"
      updatedOn={updatedOn}
      onNavigate={onNavigate}
      introduction={
        <p>Lea estos términos antes de usar Horizontal. Si tiene dudas, consulte a su administradora o escríbanos.</p>
      }
      sections={sections(contactEmail, onNavigate)}
    />
  );
}
