-- A fresh install opens with three industry polls. Seeded here, once, because a migration runs
-- exactly once per database: an admin who later edits or deletes them is never overruled by a
-- restart. Their created_at values are a second apart so the order (oldest first on the page, the
-- newest in the home page's sidebar) does not depend on insertion timing.
INSERT INTO "polls" ("question", "options", "is_active", "created_at") VALUES
  (
    'How do you expect senior housing occupancy in your markets to change over the next 12 months?',
    '["Increase by more than 2 points", "Increase by up to 2 points", "Stay about the same", "Decrease"]'::jsonb,
    true,
    now() - interval '2 seconds'
  ),
  (
    'What is the biggest operating challenge for your communities right now?',
    '["Staffing and wage pressure", "Insurance and operating costs", "Resident acuity and care needs", "Regulation and compliance", "Occupancy and lease-up"]'::jsonb,
    true,
    now() - interval '1 second'
  ),
  (
    'How do you see capital markets for senior housing over the next year?',
    '["More debt and equity available", "About the same as today", "Tighter than today", "Too early to tell"]'::jsonb,
    true,
    now()
  );
