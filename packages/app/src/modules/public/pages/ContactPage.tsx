import { Contact } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';

/**
 * /contact inside the app, reached by a link of a page the app drew; a visit to the address gets the server's page
 * (server/modules/public/contact-page.ts), which also works without JavaScript and carries the form's signed time.
 */
export default function ContactPage() {
  const navigate = useNavigate();
  return <Contact onSubmit={api.auth.contact} onNavigate={navigate} />;
}
