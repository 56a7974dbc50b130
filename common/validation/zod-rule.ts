import { z } from 'zod';

/** A field rule of this folder: the errors-namespace key of the value's mistake, or undefined. */
export type FieldRule<Value> = (value: Value) => string | undefined;

/**
 * A zod refinement that runs a field rule, so that a contract checks a field with the very
 * function the form calls. The rule's key becomes the issue's message, which
 * server/plugins/errors.ts answers as the field's code (less its `field.` namespace); `params`
 * fill the message's placeholders ({{maximum}}).
 */
export function refineWith<Value>(rule: FieldRule<Value>, params: { minimum?: number; maximum?: number } = {}) {
  return (value: Value, ctx: z.RefinementCtx<Value>) => {
    const code = rule(value);
    if (code) ctx.addIssue({ code: 'custom', message: code, input: value, ...params });
  };
}

/** A box that must be ticked: anything but `true` answers the rule's key for an unticked box. */
export function tickedBox(rule: FieldRule<boolean>) {
  return z.literal(true, { error: rule(false) });
}
