-- Search vectors stay in their row (issue 34 point 4, decision 069's amendment "vectors in the row"): a
-- listing's vector averages ~2.1 KB, just over the 2 KB at which PostgreSQL moves a value to the table's
-- TOAST relation; ranking 1,001 candidates then fetched each vector through the TOAST index (3–4 more
-- buffers a row, mostly not in shared_buffers): 1M listings, 医疗 in 深圳市, 21–22 ms to rank, 5.6 ms with
-- the vectors in the row. Rows keep up to 8,160 bytes in place (one heap page). Not `profiles`: measured
-- at 2M, their heap grew from 2.6 to 7.4 GB and the common-word searches over every designer halved (the
-- amendment). Rows written before this keep their vectors where they are until written again; at size,
-- `VACUUM FULL` the table once (docs/performance.md).
ALTER TABLE "listings" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "tasks" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "projects" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "models" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "spaces" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "booth_photos" SET (toast_tuple_target = 8160);
