import { Button, InlineAlert } from '@horizontal/ui';
import { vars } from '@horizontal/ui/theme';
import { useRouteError } from 'react-router-dom';
import { isChunkError } from './lazy-screen';

/** Never a blank page: a screen that failed to load offers a reload; anything else says so in Spanish. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkError(error);
  return (
    <main
      style={{
        maxWidth: vars.size.formMax,
        margin: '10vh auto',
        padding: vars.space.lg,
        display: 'grid',
        gap: vars.space.md,
      }}
    >
      <InlineAlert tone="danger" title={chunk ? 'No se pudo cargar la pantalla' : 'Algo salió mal'}>
        {chunk
          ? 'La conexión falló o se actualizó la aplicación. Recargue la página para continuar.'
          : 'Ocurrió un error inesperado en esta pantalla. Recargue la página; si se repite, avise a soporte.'}
      </InlineAlert>
      <div>
        <Button onClick={() => window.location.reload()}>Recargar la página</Button>
      </div>
    </main>
  );
}
