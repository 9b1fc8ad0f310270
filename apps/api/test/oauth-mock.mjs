// A local OAuth 2.0 / OpenID Connect server standing in for Google in the tests. It prints its
// issuer URL, then reads one JSON line per sign-in from stdin: the profile the next userinfo
// call answers.
import { createInterface } from 'node:readline'
import { OAuth2Server } from 'oauth2-mock-server'

const server = new OAuth2Server()
await server.issuer.keys.generate('RS256')
await server.start(0, '127.0.0.1')
const profiles = []
createInterface({ input: process.stdin }).on('line', (line) => profiles.push(JSON.parse(line)))
server.service.on('beforeUserinfo', (response) => {
  response.body = profiles.shift() ?? { sub: 'nadie' }
})
console.log(server.issuer.url)
process.stdin.on('end', () => server.stop().then(() => process.exit(0)))
