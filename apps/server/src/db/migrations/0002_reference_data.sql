-- The six roles of the specification, with their fixed ids.
INSERT INTO roles (id, name, label) VALUES
  (1, 'admin', 'Admin'),
  (2, 'psr', 'PSR'),
  (3, 'med_director', 'Medical Admin'),
  (4, 'nurse', 'Nurse'),
  (5, 'med_assistant', 'Medical Assistant'),
  (6, 'provider', 'Provider')
ON CONFLICT (id) DO NOTHING;
