-- Issue #26: a company profile may no longer carry a global profile's name («master», «administrador», in any
-- case, accents, spaces or punctuation), which the spec's client reads as the master or the administrator. Any
-- such profile stored before the rule is renamed, keeping what it grants and who holds it.
UPDATE "roles"
SET "name" = left('Perfil «' || "name", 59) || '»'
WHERE "company_id" IS NOT NULL
  AND regexp_replace(
        lower(translate("name", 'ÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÄËÏÖÜáéíóúàèìòùâêîôûäëïöü', 'AEIOUAEIOUAEIOUAEIOUaeiouaeiouaeiouaeiou')),
        '[^a-z0-9ñ]', '', 'g'
      ) IN ('master', 'administrador');
