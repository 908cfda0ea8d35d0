import { z } from 'zod';
import { answerOf } from './answer.js';
import { fileAnswer } from './binary.js';
import { pageOf } from './page.js';
import { recordOf, type AnswerColumn } from './records.js';

/** An Excel import's outcome (crud/excelImport.ts): one error per refused cell. */
export const importResult = z.object({
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});

/** An .xlsx download (export routes). */
export const xlsxAnswer = (description: string) => fileAnswer(description, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/**
 * The answers of an entity's generic CRUD routes (crud/routes.ts), from its readable columns. With `extra`
 * (the entity's hooks name every key they add) the list is exact; otherwise a record keeps the keys its hooks'
 * decorate adds beside the columns (additionalProperties), which the console reads (`<field>_dictText`, orgCodeTxt…).
 * A single record is always loose: getById may carry keys the list page leaves out.
 */
export function crudAnswers(columns: AnswerColumn[], extra?: z.ZodRawShape) {
  const loose = recordOf(columns, extra ?? {}).loose();
  const listed = extra ? recordOf(columns, extra) : loose;
  return {
    record: loose,
    page: answerOf(pageOf(listed)),
    loosePage: answerOf(pageOf(loose)),
    one: answerOf(loose),
    rows: answerOf(z.array(loose)),
    none: answerOf(z.null()),
    count: answerOf(z.number().int()),
    imported: answerOf(importResult),
  };
}
