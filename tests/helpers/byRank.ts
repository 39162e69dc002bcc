const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * A value with its uuids replaced by their rank of appearance ('#0', '#1', ...): two plans of the same lines
 * make other ids, and are compared so.
 */
export function byRank(value: unknown): unknown {
  const ids = new Map<string, string>();
  return JSON.parse(
    JSON.stringify(value).replace(UUID, (id) => {
      if (!ids.has(id)) ids.set(id, `#${ids.size}`);
      return ids.get(id) as string;
    }),
  );
}
