-- comparison_touch keeps at most about one row per requirement: a new touch record of a
-- requirement replaces its older ones (only the newest matters to the poll of changed
-- results), and storing a requirement's results, saving it again or deleting it removes
-- its records (its results time, or its absence, covers them). This index serves those
-- deletions.
CREATE INDEX comparison_touch_requirement ON comparison_touch (db_name, external_id, at);

-- Records an earlier version left behind: those of deleted requirements, those older than
-- the requirement's results time, and all but the newest of each requirement.
DELETE FROM comparison_touch t
WHERE NOT EXISTS (
    SELECT 1 FROM comparison_requirement r
    WHERE r.db_name = t.db_name AND r.external_id = t.external_id AND r.results_changed_at < t.at)
  OR EXISTS (
    SELECT 1 FROM comparison_touch n
    WHERE n.db_name = t.db_name AND n.external_id = t.external_id AND n.at > t.at);
