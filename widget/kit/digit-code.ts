/** A code of exactly `length` digits (a one-time code, a passcode, a bank's second factor): anything else is not sent. */
export const isDigitCode = (code: string, length: number): boolean => new RegExp(`^\\d{${length}}$`).test(code)
