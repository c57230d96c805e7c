-- Units written before the layout list (decision 0036) may carry a layout of their own words; every read
-- of a unit now answers one of the list, so each such layout becomes the list's name for its bedrooms.
UPDATE "units" SET "layout" = CASE
  WHEN "bedrooms" <= 0 THEN 'Studio'
  WHEN "bedrooms" <= 5 THEN "bedrooms" || ' Bedroom'
  ELSE 'Building'
END
WHERE "layout" NOT IN ('Studio', 'Loft', '1 Bedroom', '2 Bedroom', '3 Bedroom', '4 Bedroom', '5 Bedroom', 'Building');
