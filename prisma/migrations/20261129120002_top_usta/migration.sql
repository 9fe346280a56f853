-- the Top usta badge, kept by the response standard's job (docs/product.md §12)
ALTER TABLE "Contract" ADD COLUMN "topUsta" BOOLEAN NOT NULL DEFAULT false;
