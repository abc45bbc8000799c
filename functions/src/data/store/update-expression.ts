/**
 * An UpdateExpression of SET and REMOVE clauses built a field at a time: each attribute gets a placeholder
 * of its own (`#s0 = :s0`, `#r0`), so a field's name never needs escaping and never meets the caller's own
 * placeholders (its condition's `#status`, `:version`, …), which it adds to the same `names` and `values`.
 */
export interface UpdateExpression {
  set(attribute: string, value: unknown): void;
  remove(attribute: string): void;
  /** A SET clause the caller writes itself (a `list_append`, an `if_not_exists`), with its own placeholders. */
  assign(clause: string): void;
  names: Record<string, string>;
  values: Record<string, unknown>;
  /** The SET and REMOVE clauses so far; DynamoDB refuses an empty one, so a caller sets or removes something. */
  expression(): string;
}

export function updateExpression(): UpdateExpression {
  const sets: string[] = [];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let assigned = 0;
  return {
    names,
    values,
    set(attribute, value) {
      const index = assigned++;
      names[`#s${index}`] = attribute;
      values[`:s${index}`] = value;
      sets.push(`#s${index} = :s${index}`);
    },
    remove(attribute) {
      names[`#r${removes.length}`] = attribute;
      removes.push(`#r${removes.length}`);
    },
    assign(clause) {
      sets.push(clause);
    },
    expression: () =>
      [
        sets.length > 0 ? `SET ${sets.join(', ')}` : '',
        removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
      ]
        .filter((clause) => clause !== '')
        .join(' '),
  };
}
