/**
 * The time zone a cap or ping limit counts its days, weeks and months in: its own `time_zone`;
 * else that of the entity of the source or step it belongs to (`entity.time_zone` of the
 * reference: a buyer's or seller's caps count in its own day); else UTC. Flow-level caps and ping
 * limits belong to no entity, so they count in UTC unless they have their own zone. The zone
 * moves a limit's windows only, never its id or counter key.
 */
export const limitZone = (own: string | undefined, entityZone?: string | undefined): string => own ?? entityZone ?? "UTC"
