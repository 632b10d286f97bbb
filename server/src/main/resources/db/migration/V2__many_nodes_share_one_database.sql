-- Many nodes share one database (docs/decisions/0011). Replay ids come from a counter row that
-- each allocation updates (its row lock orders two nodes), and bodies may live in the database
-- (the replay_store setting). BYTEA is PostgreSQL's type; SQLite stores the same bytes under any
-- declared type.
CREATE TABLE counters (
    name VARCHAR(32) PRIMARY KEY,
    value BIGINT NOT NULL
);

INSERT INTO counters (name, value) SELECT 'replays', COALESCE(MAX(id), 0) FROM replays;

CREATE TABLE replay_bodies (
    id BIGINT PRIMARY KEY,
    body BYTEA NOT NULL,
    stored_at BIGINT NOT NULL
);
