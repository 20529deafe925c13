import { adminUser, masterUser, mockPassword } from '@horizontal/mocks/fixtures';
import { InlineAlert } from '@horizontal/ui';
import * as styles from './layout.css';

/** Mock mode only: says plainly that nothing reaches a server, and with which users to try it. */
export default function MockBanner() {
  return (
    <div className={styles.mockBanner}>
      <InlineAlert tone="warning" title="Modo demostración">
        Los datos son simulados en el navegador: nada se guarda en un servidor. Usuarios: {adminUser.email} o{' '}
        {masterUser.email}, contraseña {mockPassword}.
      </InlineAlert>
    </div>
  );
}
