-- Trigram indexes for the staff search (docs/decisions/0037). pg_trgm is a trusted extension: the
-- database's owner may create it without being a superuser; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
