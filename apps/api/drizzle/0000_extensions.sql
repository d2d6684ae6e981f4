-- pg_trgm backs the search issue's fuzzy matching. It is a trusted extension (PostgreSQL 13+),
-- so a database owner may create it; PGlite needs it loaded as an extension (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
