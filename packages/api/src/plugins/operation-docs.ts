/**
 * The schemas of one tag's routes with their words in the API reference:
 * `doc(operationId, summary, description, { params, body, response })` gives a route's whole
 * schema, so each route says its own words beside its handler.
 */
export function operationDocs(tag: string) {
  const tags = [tag];
  return <S extends object = object>(
    operationId: string,
    summary: string,
    description: string,
    schema?: S,
  ) => ({
    operationId,
    summary,
    description,
    tags,
    ...(schema as S),
  });
}
