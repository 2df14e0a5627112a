-- Trigram operator classes for the search indexes (ILIKE %term%).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
