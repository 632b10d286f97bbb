-- Each archived round keeps its frames as played (docs/decisions/0040): the snap frames a watcher of
-- the round was shown (keyframes and sparse deltas, protocol 4's shape, the frames endpoint's
-- answer), gzipped, with the rules version that drew them. The replay page and the studio show an
-- old round from these, so a round stays watchable after an upgrade whose kernel would play its
-- inputs differently. Rounds archived before this migration have no row: they are drawn by the
-- current kernel as before. BYTEA as in V2 (SQLite stores the same bytes under any declared type).
CREATE TABLE replay_frames (
    replay_id BIGINT PRIMARY KEY,
    kernel_id VARCHAR(16) NOT NULL,
    kernel_name VARCHAR(64) NOT NULL,
    body BYTEA NOT NULL
);
