import { BlockList, isIP } from 'node:net'

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const NON_PUBLIC_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local machine
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
]

/**
 * Inside IPv6's global unicast block, ranges that are not plainly public or that carry an IPv4
 * address which could be a private one.
 */
const NON_PUBLIC_IPV6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
]

const nonPublicV4 = new BlockList()
for (const [network, prefix] of NON_PUBLIC_IPV4) nonPublicV4.addSubnet(network, prefix, 'ipv4')

const globalUnicastV6 = new BlockList()
globalUnicastV6.addSubnet('2000::', 3, 'ipv6')

const nonPublicV6 = new BlockList()
for (const [network, prefix] of NON_PUBLIC_IPV6) nonPublicV6.addSubnet(network, prefix, 'ipv6')

/**
 * Whether the shop may fetch from this address on an admin's behalf. IPv6 is allowed only in the
 * global unicast block, which leaves out loopback, link-local, unique-local, multicast, the
 * unspecified address and IPv4-mapped addresses (::ffff:127.0.0.1) at once. Anything that is not
 * a plain address (a zone index, a name) is refused.
 */
export function isPublicAddress(address: string): boolean {
  switch (isIP(address)) {
    case 4:
      return !nonPublicV4.check(address, 'ipv4')
    case 6:
      return (
        !address.includes('%') &&
        globalUnicastV6.check(address, 'ipv6') &&
        !nonPublicV6.check(address, 'ipv6')
      )
    default:
      return false
  }
}
