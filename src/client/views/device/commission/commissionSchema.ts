import type { ISchema } from '@formily/react';
import type { TFunction } from 'i18next';
import { formFields, toFormSchema, type ClientField, type ClientSchema, type DictMap, type Lang, type RemoteChecks } from '#renderers/index.js';

/** The device fields the location step asks for (beside the map); every other device field is basic data. */
export const LOCATION_FIELDS = ['province', 'lat', 'lng'];
/** Point fields the server fills when left blank (see the commission route). */
const AUTO_FIELDS = new Set(['pointId', 'recordId']);

interface Options {
  device: ClientSchema;
  point: ClientSchema;
  lang: Lang;
  dicts: DictMap;
  deviceChecks: RemoteChecks;
  pointChecks: RemoteChecks;
  t: TFunction;
}

/** The grid of a schema-generated form, for a step pane. */
const grid = (fields: ClientField[], o: Options, checks: RemoteChecks) =>
  (toFormSchema(fields, { lang: o.lang, dicts: o.dicts, mode: 'add', checks }).properties as Record<string, ISchema>).grid;

/** The fields of a point row: the point schema's own, less the device (the new device) and with optional ids. */
export function pointFields(point: ClientSchema, placeholder: string): ClientField[] {
  return formFields(point)
    .filter((f) => f.name !== 'deviceId')
    .map((f) => (AUTO_FIELDS.has(f.name) ? { ...f, required: false, 'x-component-props': { placeholder } } : f));
}

/**
 * One Formily form in four FormStep panes, every field from the isps_device and isps_meas_point schemas:
 * basic data, extra measurement points (ArrayCards of point rows), the location (map + fields), the summary.
 */
export function commissionSchema(o: Options): ISchema {
  const all = formFields(o.device);
  const basic = all.filter((f) => !LOCATION_FIELDS.includes(f.name));
  const location = all.filter((f) => LOCATION_FIELDS.includes(f.name));
  const points = pointFields(o.point, o.t('commission.auto'));
  const pane = (title: string, properties: Record<string, ISchema>): ISchema => ({
    type: 'void',
    'x-component': 'FormStep.StepPane',
    'x-component-props': { title },
    properties,
  });
  return {
    type: 'object',
    properties: {
      steps: {
        type: 'void',
        'x-component': 'FormStep',
        'x-component-props': { formStep: '{{formStep}}' },
        properties: {
          basic: pane(o.t('commission.steps.basic'), { basicGrid: grid(basic, o, o.deviceChecks) }),
          pointsPane: pane(o.t('commission.steps.points'), {
            hint: { type: 'void', 'x-component': 'StepHint', 'x-component-props': { text: o.t('commission.typePoints') } },
            points: {
              type: 'array',
              'x-component': 'ArrayCards',
              'x-component-props': { title: o.t('commission.point'), size: 'small' },
              items: {
                type: 'object',
                properties: {
                  index: { type: 'void', 'x-component': 'ArrayCards.Index' },
                  pointGrid: grid(points, o, o.pointChecks),
                  remove: { type: 'void', 'x-component': 'ArrayCards.Remove' },
                },
              },
              properties: { add: { type: 'void', title: o.t('commission.addPoint'), 'x-component': 'ArrayCards.Addition' } },
            },
          }),
          locationPane: pane(o.t('commission.steps.location'), {
            map: { type: 'void', 'x-component': 'MapPicker' },
            locationGrid: grid(location, o, o.deviceChecks),
          }),
          confirm: pane(o.t('commission.steps.confirm'), {
            summary: {
              type: 'void',
              'x-component': 'CommissionSummary',
              'x-component-props': { deviceFields: [...basic.slice(0, 3), ...location, ...basic.slice(3)], pointFields: points, dicts: o.dicts, lang: o.lang },
            },
          }),
        },
      },
    },
  };
}
