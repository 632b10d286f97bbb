-- Each archived round records the kernel's rules version it was played under (docs/SIMULATION.md,
-- "The rules version"): its id (16 hex digits of the hash) and its readable name. Rounds archived
-- before this migration keep '' in both: the survey reports them as "not recorded".
ALTER TABLE replays ADD COLUMN kernel_id VARCHAR(16) NOT NULL DEFAULT '';
ALTER TABLE replays ADD COLUMN kernel_name VARCHAR(64) NOT NULL DEFAULT '';
