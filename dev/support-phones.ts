/**
 * The demo's support numbers (contracts/support-phones.ts), used when the
 * build is not given IDV_SUPPORT_PHONES. Fictional: 020 7946 0xxx is the range
 * the UK regulator keeps for drama, so they reach nobody. Markets the demo
 * offers without a number (Sweden, Norway, Finland…) show the texts' variant
 * without a phone.
 */
export const DEMO_SUPPORT_PHONES =
  'ES=+44 20 7946 0000,IT=+44 20 7946 0001,MX=+44 20 7946 0002,US=+44 20 7946 0003,IE=+44 20 7946 0004,AU=+44 20 7946 0005,NZ=+44 20 7946 0006'
