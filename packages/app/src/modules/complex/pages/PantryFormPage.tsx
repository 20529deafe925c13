import { PantryForm } from '@horizontal/screens';
import { pantryKind, useSpaceForm } from './spaces';

/** /despensas/nuevo (POST /pantries/create) and /despensas/modificar?id= (PUT /pantries/update). */
export default function PantryFormPage() {
  const { formKey, props } = useSpaceForm(pantryKind);
  return <PantryForm key={formKey} {...props} />;
}
