import type { CommonExpenseXls, Failure } from '@horizontal/domain';
import { contract, templateFileNames } from '@horizontal/domain';
import type { Downloaded, Http } from '../http';

const withXlsx = (fileName: string) => (/\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`);

/** SPEC §8: a failed template download is only logged, never shown. */
const logFailure = (answer: Downloaded | Failure) => {
  if (!answer.ok) console.error(`No se pudo descargar la plantilla: ${answer.message}`);
  return answer;
};

/**
 * The xlsx files (blob calls): templates to fill in, and a period's export named by fileName. Each one is saved as a
 * file under a name the contract cannot give, so they are written here rather than bound.
 */
export const createTemplatesExtras = (http: Http) => {
  const calls = contract.templates;
  return {
    commonExpensesDetail: async () =>
      logFailure(await http.download(calls.commonExpensesDetail, templateFileNames.commonExpensesDetail)),
    commonExpensesMovements: async () =>
      logFailure(await http.download(calls.commonExpensesMovements, templateFileNames.commonExpensesMovements)),
    commonExpensesXls: (body: CommonExpenseXls) =>
      http.download(calls.commonExpensesXls, withXlsx(body.fileName.trim()), { body }),
  };
};
