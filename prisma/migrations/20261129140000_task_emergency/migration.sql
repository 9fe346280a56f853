-- The emergency a task's text reported at creation (docs/product.md §11 "Emergencies first"); null for an
-- ordinary job and for every task created before this.
CREATE TYPE "EmergencyKind" AS ENUM ('gas', 'fire', 'co', 'shock');

ALTER TABLE "Task" ADD COLUMN "emergency" "EmergencyKind";
