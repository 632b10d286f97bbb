-- The first schema: players' sessions and the index of archived rounds. Every statement is in the
-- one SQL dialect SQLite and PostgreSQL both accept (docs/decisions/0004). A released migration is
-- never edited: a change is a new file with the next version.
CREATE TABLE sessions (
    token VARCHAR(128) PRIMARY KEY,
    name VARCHAR(64) NOT NULL,
    unlocked INTEGER NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE replays (
    id BIGINT PRIMARY KEY,
    room VARCHAR(16) NOT NULL,
    round_no INTEGER NOT NULL,
    level_id VARCHAR(128) NOT NULL,
    level_sha256 VARCHAR(64) NOT NULL,
    seed BIGINT NOT NULL,
    result VARCHAR(16) NOT NULL,
    score BIGINT NOT NULL,
    stars INTEGER NOT NULL,
    ticks BIGINT NOT NULL,
    started_at BIGINT NOT NULL,
    ended_at BIGINT NOT NULL,
    players VARCHAR(2048) NOT NULL
);

CREATE INDEX replays_by_level ON replays (level_id, id);
