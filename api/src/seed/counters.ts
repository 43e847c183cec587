/** Denormalized counters: estate deal and listing figures, agency and agent counts. */
import type { Db } from '../db/index';
import type { DealStats } from './deals';

export async function updateCounters(db: Db, stats: DealStats): Promise<void> {
  const ids = [...stats.monthCount.keys()];
  await db.query(
    `UPDATE estates e SET avg_deal_price_sqft = s.avg, month_deal_count = s.cnt
       FROM (SELECT unnest($1::int[]) AS id, unnest($2::int[]) AS avg, unnest($3::int[]) AS cnt) s WHERE e.id = s.id`,
    [ids, ids.map((id) => stats.avgPsf.get(id) ?? null), ids.map((id) => stats.monthCount.get(id) ?? 0)],
  );
  await db.exec(`
    UPDATE estates e SET
      sale_listing_count = coalesce(l.sale, 0), rent_listing_count = coalesce(l.rent, 0), avg_listing_price_sqft = l.avg
    FROM (SELECT estate_id,
                 count(*) FILTER (WHERE rental_type = 1)::int AS sale,
                 count(*) FILTER (WHERE rental_type = 2)::int AS rent,
                 round(avg(saleable_avg_price) FILTER (WHERE rental_type = 1))::int AS avg
            FROM listings WHERE status = 4 GROUP BY estate_id) l
    WHERE e.id = l.estate_id;
    UPDATE agents a SET sale_count = coalesce(l.sale, 0), rent_count = coalesce(l.rent, 0),
           rank_score = coalesce(l.sale, 0) * 2 + coalesce(l.rent, 0) + CASE WHEN a.is_partner THEN 50 ELSE 0 END
    FROM (SELECT agent_id, count(*) FILTER (WHERE rental_type = 1)::int AS sale, count(*) FILTER (WHERE rental_type = 2)::int AS rent
            FROM listings WHERE status = 4 AND agent_id IS NOT NULL GROUP BY agent_id) l
    WHERE a.id = l.agent_id;
    UPDATE companies c SET agent_count = a.n, sale_count = a.sale, rent_count = a.rent
    FROM (SELECT company_id, count(*)::int AS n, sum(sale_count)::int AS sale, sum(rent_count)::int AS rent FROM agents GROUP BY company_id) a
    WHERE c.id = a.company_id;
  `);
}
