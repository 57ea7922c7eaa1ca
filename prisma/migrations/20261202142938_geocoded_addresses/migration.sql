-- CreateTable
CREATE TABLE "geocoded_addresses" (
    "addressKey" TEXT NOT NULL,
    "benchmark" TEXT NOT NULL,
    "vintage" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "state" TEXT,
    "countyFips" TEXT,
    "placeGeoid" TEXT,
    "placeName" TEXT,
    "matchedAddress" TEXT,
    "zip" TEXT,
    "geocodedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "geocoded_addresses_pkey" PRIMARY KEY ("addressKey","benchmark","vintage")
);
