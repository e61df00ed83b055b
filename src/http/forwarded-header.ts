/**
 * The `for` node of each element of a `Forwarded` header (RFC 7239 §4), left
 * to right, or undefined when the header breaks the grammar anywhere: a value
 * we cannot read as a whole is not believed in part. An element without `for`
 * yields '' (an unknown hop); empty list elements are skipped (RFC 9110 §5.6.1).
 *
 * Hand-written because no RFC 7239 parser is installed (docs/decisions.md, "Client IP behind ordinary
 * proxies"); it reads only the grammar, and what a node means is src/http/client-ip.ts's business.
 */
export function forwardedForNodes(header: string): string[] | undefined {
  const nodes: string[] = [];
  let pairs = new Map<string, string>();
  let position = 0;
  const skipWhitespace = (): void => {
    while (header[position] === ' ' || header[position] === '\t') position++;
  };
  const endElement = (): void => {
    if (pairs.size > 0) nodes.push(pairs.get('for') ?? '');
    pairs = new Map();
  };

  for (;;) {
    skipWhitespace();
    PAIR.lastIndex = position;
    const pair = PAIR.exec(header);
    if (pair) {
      const name = pair[1]!.toLowerCase();
      // "Each parameter MUST NOT occur more than once per forwarded-element" (§4): two `for`s would let either be chosen.
      if (pairs.has(name)) return undefined;
      pairs.set(name, pair[2] ?? pair[3]!.replace(/\\(.)/g, '$1'));
      position = PAIR.lastIndex;
      skipWhitespace();
    }
    if (position === header.length) break;
    const separator = header[position++];
    if (separator === ',') endElement();
    else if (separator !== ';') return undefined;
  }
  endElement();
  return nodes;
}

/** `token "=" ( token / quoted-string )` (RFC 9110 §5.6.2, §5.6.4); the two alternatives of the quoted text never overlap, so no backtracking blow-up. */
const PAIR = /([!#$%&'*+.^_`|~0-9A-Za-z-]+)=(?:([!#$%&'*+.^_`|~0-9A-Za-z-]+)|"((?:[\t \x21\x23-\x5b\x5d-\x7e]|\\[\t \x21-\x7e])*)")/y;
