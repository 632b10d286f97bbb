CREATE TABLE made_before_the_failure (id BIGINT PRIMARY KEY);
INSERT INTO first_table (id) VALUES (1);
CREATE TABLE broken (id BIGINT PRIMARY KEY,;
