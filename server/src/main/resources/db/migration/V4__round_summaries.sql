-- Each archived round's summary (docs/decisions/0030): measured once by re-simulating the round and
-- kept beside its index row, so a level's insights add up summaries instead of replaying rounds.
-- The filter's columns are copied from the round (who played, how it ended) so a query reads one
-- table. A round whose summary cannot be computed keeps a row with its problem and no body, so it
-- is counted and named rather than tried again on every query. BYTEA as in V2 (SQLite stores the
-- same bytes under any declared type).
CREATE TABLE round_summaries (
    replay_id BIGINT PRIMARY KEY,
    level_id VARCHAR(128) NOT NULL,
    level_sha256 VARCHAR(64) NOT NULL,
    ended_at BIGINT NOT NULL,
    result VARCHAR(16) NOT NULL,
    cooks INTEGER NOT NULL,
    bots INTEGER NOT NULL,
    version INTEGER NOT NULL,
    problem VARCHAR(512) NOT NULL,
    body BYTEA
);

CREATE INDEX round_summaries_by_level ON round_summaries (level_id, ended_at);
