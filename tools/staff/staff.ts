/**
 * Staff are accounts whose ID token carries the custom claim `staff: true`. This grants or
 * revokes it, in the local stack's Auth emulator or in production (README: Staff accounts):
 *
 *   npm run staff -- grant EMAIL --local
 *   npm run staff -- revoke EMAIL --project ID   (GOOGLE_APPLICATION_CREDENTIALS=<key file>)
 */
import { main } from './command'

process.exitCode = await main(process.argv.slice(2))
