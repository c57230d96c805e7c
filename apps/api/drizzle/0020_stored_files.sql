CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"sequence" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_key_sequence_pk" PRIMARY KEY("key","sequence")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size_bytes" bigint NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
