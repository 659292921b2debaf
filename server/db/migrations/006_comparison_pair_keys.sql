-- Result pairs without foreign keys: checking both ends of every stored pair against the
-- requirements took half the time of storing a batch's results at 100,000 requirements.
-- Pairs are written only by a worker holding its database's row, for requirements of its
-- index brought up to date under that lock, and every removal takes the same lock first
-- and deletes the pairs itself (dropPairs, deleteRequirement, deleteComparisonDatabase),
-- so no pair outlives either of its requirements.
ALTER TABLE comparison_pair
  DROP CONSTRAINT comparison_pair_db_name_source_id_fkey,
  DROP CONSTRAINT comparison_pair_db_name_target_id_fkey;
