-- Patient phones are stored as their 10 digits (spec 2 entities; the shared patient schema strips
-- the dashes), whichever path saved them: the masked ones saved before are stripped here.
UPDATE "patients" SET "phone" = regexp_replace("phone", '[^0-9]', '', 'g')
WHERE "phone" ~ '^[0-9]{3}-[0-9]{3}-[0-9]{4}$';
