/** ISO 3166-1 countries that issue passports (uninhabited territories left out), two letters each. */
const CODES =
  'ADAEAFAGAIALAMAOARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGTGUGWGYHKHNHRHTHUIDIEILIMINIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW'.match(
    /../g,
  )!

/**
 * The countries a passport may come from, named in the shopper's language
 * by the browser (Intl.DisplayNames: no country list to translate) and
 * sorted in it; the market's own country first, since most passports are local.
 */
export function countryOptions(locale: string, first: string): Array<{ value: string; label: string }> {
  const tag = locale.replace('_', '-')
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region' })
  } catch {
    // A browser without it shows the codes, which passports print too.
  }
  const option = (code: string) => ({ value: code, label: names?.of(code) ?? code })
  // One collator: localeCompare with a locale looks one up on every comparison (about 1,800 for this list).
  const collator = new Intl.Collator(tag)
  const others = CODES.filter((code) => code !== first)
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label))
  return [option(first), ...others]
}
