import { commonExpenseXlsSchema } from '../entities/common-expense';
import { defineCall, fileAnswer, noBody } from './define';

/** Spreadsheets (xlsx): the two templates to fill in, and a period exported under the fileName asked for. */
export const templatesContract = {
  commonExpensesDetail: defineCall({
    name: 'templates.commonExpensesDetail',
    method: 'GET',
    path: '/docs/templates/commonexpenses/detail',
    public: false,
    module: '/gastos-comunes',
    functionality: 'gastoscomunes/detalle',
    responseType: 'blob',
    request: noBody,
    response: fileAnswer,
  }),
  commonExpensesMovements: defineCall({
    name: 'templates.commonExpensesMovements',
    method: 'GET',
    path: '/docs/templates/commonexpenses/movements',
    public: false,
    module: '/gastos-comunes',
    functionality: 'gastoscomunes/detalle',
    responseType: 'blob',
    request: noBody,
    response: fileAnswer,
  }),
  commonExpensesXls: defineCall({
    name: 'templates.commonExpensesXls',
    method: 'POST',
    access: 'read',
    path: '/docs/commonexpenses/xls',
    public: false,
    module: '/gastos-comunes',
    functionality: 'gastoscomunes/listado',
    responseType: 'blob',
    request: commonExpenseXlsSchema,
    response: fileAnswer,
  }),
};

/** The names the templates are saved under (SPEC §9: a template for details, one for movements). */
export const templateFileNames = {
  commonExpensesDetail: 'plantilla-detalle-gastos-comunes.xlsx',
  commonExpensesMovements: 'plantilla-movimientos-gastos-comunes.xlsx',
} as const;
