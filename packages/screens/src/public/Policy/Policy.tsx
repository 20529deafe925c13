import { LegalDocument, type LegalSection } from '../../shared/LegalDocument';

export type PolicyProps = {
  onNavigate: (path: string) => void;
  /** Where people write to exercise their rights. */
  contactEmail?: string;
  /** dd/mm/yyyy */
  updatedOn?: string;
};

export const LEGAL_UPDATED_ON = '01/11/2026';
export const DEFAULT_CONTACT_EMAIL = 'privacidad@horizontal.uy';

const sections = (contactEmail: string): LegalSection[] => [
  {
    title: 'Quién es responsable de sus datos',
    body: (
      <>
        <p>
          Cada administradora que usa Horizontal es la responsable de la base de datos de los complejos que administra
          (residentes, propietarios, personal, proveedores y visitas), en los términos de la Ley N.º 18.331 de
          Protección de Datos Personales y Acción de Habeas Data y de su Decreto reglamentario N.º 414/009.
        </p>
        <p>
          Horizontal actúa como encargado del tratamiento: trata esos datos solo por cuenta de la administradora, según
          sus instrucciones y para prestarle el servicio. Respecto de los datos de los usuarios del sistema y de quienes
          solicitan acceso, Horizontal es responsable de su tratamiento.
        </p>
      </>
    ),
  },
  {
    title: 'Qué datos tratamos',
    body: (
      <ul>
        <li>Datos de identificación y contacto: nombre, cédula de identidad, correo electrónico y teléfono.</li>
        <li>Datos de la unidad: complejo, torre, apartamento, estacionamiento, despensa y su vínculo con ellos.</li>
        <li>Gastos comunes, pagos, deudas y movimientos de la cuenta del complejo.</li>
        <li>Reservas de áreas comunes, asambleas, votaciones, mensajes y documentos del complejo.</li>
        <li>Registros de portería: visitas, encomiendas y reportes.</li>
        <li>Del personal del complejo: horarios, marcas, contratos, licencias y desvinculaciones.</li>
        <li>Datos de uso del sistema (fecha, hora y dirección IP de cada ingreso), solo por seguridad.</li>
      </ul>
    ),
  },
  {
    title: 'Para qué los usamos',
    body: (
      <>
        <p>
          Usamos los datos únicamente para administrar el complejo: liquidar y cobrar gastos comunes, comunicar
          novedades, gestionar reservas, asambleas, portería y personal, y dar acceso seguro al sistema.
        </p>
        <p>No vendemos datos personales ni los usamos con fines publicitarios.</p>
      </>
    ),
  },
  {
    title: 'Consentimiento',
    body: (
      <p>
        Tratamos sus datos con su consentimiento libre, previo, expreso e informado (artículo 9 de la Ley N.º 18.331),
        salvo en los casos en que la ley no lo exige, como los datos necesarios para cumplir la relación entre el
        propietario o inquilino y la administración del complejo, o para cumplir una obligación legal.
      </p>
    ),
  },
  {
    title: 'Con quién los compartimos',
    body: (
      <>
        <p>
          Los datos de un complejo solo los ven los usuarios autorizados de su administradora, cada uno según su rol.
          Los comunicamos a terceros únicamente cuando la ley lo exige o por orden de autoridad competente.
        </p>
        <p>
          Para prestar el servicio usamos proveedores de alojamiento, correo electrónico y notificaciones, obligados por
          contrato a la confidencialidad. Si alguno está fuera de Uruguay, solo lo contratamos en países con un nivel de
          protección adecuado o con las garantías que exige el artículo 23 de la Ley N.º 18.331.
        </p>
      </>
    ),
  },
  {
    title: 'Seguridad',
    body: (
      <p>
        Aplicamos medidas técnicas y organizativas para proteger los datos (artículo 10 de la Ley N.º 18.331): conexión
        cifrada, contraseñas guardadas de forma irreversible, acceso por roles y registro de ingresos. Quienes acceden a
        los datos están obligados al secreto profesional. Si ocurriera un incidente de seguridad, lo comunicaremos a la
        Unidad Reguladora y de Control de Datos Personales y a las personas afectadas, como dispone la Ley N.º 19.670.
      </p>
    ),
  },
  {
    title: 'Cuánto tiempo los conservamos',
    body: (
      <p>
        Conservamos los datos mientras la administradora use el servicio y, después, durante los plazos que exijan las
        normas contables, tributarias y laborales. Luego los eliminamos o los anonimizamos.
      </p>
    ),
  },
  {
    title: 'Sus derechos',
    body: (
      <>
        <p>Como titular de los datos, usted puede pedir en forma gratuita:</p>
        <ul>
          <li>Acceso: saber qué datos suyos tenemos; se responde dentro de los cinco días hábiles (artículo 14).</li>
          <li>
            Rectificación, actualización, inclusión o supresión de datos erróneos, incompletos o que ya no corresponda
            conservar; se resuelve dentro de los cinco días hábiles (artículo 15).
          </li>
          <li>Que sus datos no se usen con fines distintos de los aquí descritos.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Cómo ejercer sus derechos',
    body: (
      <>
        <p>
          Escriba a su administradora o a <a href={`mailto:${contactEmail}`}>{contactEmail}</a>, indicando su nombre, su
          cédula de identidad y qué pide. Si no recibe respuesta en plazo, o no está conforme con ella, puede promover
          la acción de habeas data ante la Justicia o presentar una denuncia ante la Unidad Reguladora y de Control de
          Datos Personales (URCDP).
        </p>
      </>
    ),
  },
  {
    title: 'Almacenamiento en su navegador',
    body: (
      <p>
        El sistema guarda en el almacenamiento de sesión de su navegador solo lo necesario para mantener su sesión
        abierta y recordar el complejo elegido; se borra al cerrar la sesión o el navegador. No usamos cookies de
        publicidad ni de seguimiento.
      </p>
    ),
  },
  {
    title: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha y, si el cambio es
        importante, se lo avisaremos al ingresar al sistema.
      </p>
    ),
  },
];

/** /policy: the privacy policy under Uruguay's Ley N.º 18.331 (SPEC §2, linked from the sign-in page). */
export function Policy({
  onNavigate,
  contactEmail = DEFAULT_CONTACT_EMAIL,
  updatedOn = LEGAL_UPDATED_ON,
}: PolicyProps) {
  return (
    <LegalDocument
      title="Política de Privacidad"
      updatedOn={updatedOn}
      onNavigate={onNavigate}
      introduction={
        <p>
          En Horizontal cuidamos los datos personales de quienes viven y trabajan en los complejos que administran
          nuestros clientes. Esta política explica qué datos tratamos, para qué, con quién los compartimos y cómo puede
          ejercer sus derechos según la legislación uruguaya.
        </p>
      }
      sections={sections(contactEmail)}
    />
  );
}
