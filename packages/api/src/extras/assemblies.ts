import { contract } from '@horizontal/domain';
import type { Http } from '../http';

/** An assembly's attendance sheet as a PDF (a blob call), saved under the assembly's title. */
export const createAssembliesExtras = (http: Http) => ({
  attendanceSheet: (id: number, title: string) =>
    http.download(contract.assemblies.attendanceSheet, `Hoja de asistencia - ${title}.pdf`, { params: { id } }),
});
