/**
 * Runs the contact page the server sent drawn, its state in #page-state (./contact.ts loads this once the page is
 * shown): React and the form alone, so that each field says what is wrong as it is left and the send stays on the
 * page. Until then, or without JavaScript, the form posts itself to the server, which answers with the page again.
 */
import type { ContactPageState } from '@horizontal/domain';
import { hydrateRoot } from 'react-dom/client';
import { ContactPage } from './ContactPage';

const stateElement = document.getElementById('page-state');
const root = document.getElementById('root');
if (stateElement && root) {
  hydrateRoot(root, <ContactPage state={JSON.parse(stateElement.textContent ?? '{}') as ContactPageState} />);
}
