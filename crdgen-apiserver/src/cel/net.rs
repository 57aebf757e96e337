//! The `net.IP` and `net.CIDR` types of kube-apiserver's CEL libraries
//! (`k8s.io/apiserver/pkg/cel/library/ip.go`, `cidr.go`): `ip`, `isIP`,
//! `ip.isCanonical`, `family`, `isUnspecified`, `isLoopback`, `isLinkLocalMulticast`,
//! `isLinkLocalUnicast`, `isGlobalUnicast`, `string(ip)`; `cidr`, `isCIDR`,
//! `containsIP`, `containsCIDR`, `ip()`, `masked`, `prefixLength`, `string(cidr)`.
//!
//! Addresses are parsed as Go's `netip.ParseAddr` and `netip.ParsePrefix` parse them,
//! with their error texts, since the server puts those texts in its messages.

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use cel::common::functions::Function;
use cel::common::types::STRING_TYPE;
use cel::objects::Opaque;
use cel::{DeclarationError, Env, ExecutionError, Value};

use super::overload::{opaque, opaque_type, overload, server_error, string, wrap};

/// The CEL type name of IP addresses.
const IP: &str = "net.IP";
/// The CEL type name of CIDRs.
const CIDR: &str = "net.CIDR";

/// An IP address as Go's `netip.Addr` holds it: IPv4, or IPv6 with its zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Addr {
    /// An IPv4 address.
    V4([u8; 4]),
    /// An IPv6 address and its zone (empty for none).
    V6([u8; 16], String),
}

impl Addr {
    /// The bits of the address, 32 or 128.
    fn bit_len(&self) -> u8 {
        match self {
            Addr::V4(_) => 32,
            Addr::V6(..) => 128,
        }
    }

    fn bytes(&self) -> &[u8] {
        match self {
            Addr::V4(b) => b,
            Addr::V6(b, _) => b,
        }
    }

    /// `Is4In6`: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`).
    fn is_4in6(&self) -> bool {
        matches!(self, Addr::V6(b, _) if b[..10].iter().all(|&x| x == 0) && b[10] == 0xff && b[11] == 0xff)
    }

    /// `Unmap`: the IPv4 address an IPv4-mapped one maps, else the address.
    fn unmap(&self) -> Addr {
        match self {
            Addr::V6(b, _) if self.is_4in6() => Addr::V4([b[12], b[13], b[14], b[15]]),
            other => other.clone(),
        }
    }

    fn is_unspecified(&self) -> bool {
        match self {
            Addr::V4(b) => b == &[0; 4],
            Addr::V6(b, z) => b == &[0; 16] && z.is_empty(),
        }
    }

    fn is_loopback(&self) -> bool {
        match self.unmap() {
            Addr::V4(b) => b[0] == 127,
            Addr::V6(b, _) => Ipv6Addr::from(b) == Ipv6Addr::LOCALHOST,
        }
    }

    fn is_multicast(&self) -> bool {
        match self.unmap() {
            Addr::V4(b) => b[0] & 0xf0 == 0xe0,
            Addr::V6(b, _) => b[0] == 0xff,
        }
    }

    fn is_link_local_multicast(&self) -> bool {
        match self.unmap() {
            Addr::V4(b) => b[0] == 224 && b[1] == 0 && b[2] == 0,
            Addr::V6(b, _) => b[0] == 0xff && b[1] & 0x0f == 0x02,
        }
    }

    fn is_link_local_unicast(&self) -> bool {
        match self.unmap() {
            Addr::V4(b) => b[0] == 169 && b[1] == 254,
            Addr::V6(b, _) => b[0] == 0xfe && b[1] & 0xc0 == 0x80,
        }
    }

    /// Go's `IsGlobalUnicast`, which counts private and unique-local addresses in.
    fn is_global_unicast(&self) -> bool {
        let ip = self.unmap();
        if matches!(ip, Addr::V4(b) if b == [0; 4] || b == [255; 4]) {
            return false;
        }
        let unspecified = matches!(&ip, Addr::V6(b, z) if b == &[0; 16] && z.is_empty());
        !unspecified && !ip.is_loopback() && !ip.is_multicast() && !ip.is_link_local_unicast()
    }

    /// The address with the bits after the first `bits` cleared.
    fn masked(&self, bits: u8) -> Addr {
        let mut out = self.clone();
        let bytes: &mut [u8] = match &mut out {
            Addr::V4(b) => b,
            Addr::V6(b, z) => {
                z.clear();
                b
            }
        };
        for (i, byte) in bytes.iter_mut().enumerate() {
            let start = i * 8;
            let keep = usize::from(bits).saturating_sub(start).min(8);
            *byte &= if keep == 0 { 0 } else { 0xffu8 << (8 - keep) };
        }
        out
    }
}

/// `Addr.String()`: dotted IPv4, RFC 5952 IPv6, then `%zone`.
impl fmt::Display for Addr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Addr::V4(b) => write!(f, "{}", Ipv4Addr::from(*b)),
            Addr::V6(b, zone) if zone.is_empty() => write!(f, "{}", Ipv6Addr::from(*b)),
            Addr::V6(b, zone) => write!(f, "{}%{zone}", Ipv6Addr::from(*b)),
        }
    }
}

/// Go's `strconv.Quote` for the ASCII texts these errors quote.
fn quote(s: &str) -> String {
    crate::field::go_quote(s)
}

fn addr_error(input: &str, msg: &str, at: &str) -> String {
    if at.is_empty() {
        format!("ParseAddr({}): {msg}", quote(input))
    } else {
        format!("ParseAddr({}): {msg} (at {})", quote(input), quote(at))
    }
}

/// `netip.ParseAddr`.
pub fn parse_addr(s: &str) -> Result<Addr, String> {
    for c in s.bytes() {
        match c {
            b'.' => return parse_ipv4(s).map(Addr::V4),
            b':' => return parse_ipv6(s),
            b'%' => return Err(addr_error(s, "missing IPv6 address", "")),
            _ => {}
        }
    }
    Err(addr_error(s, "unable to parse IP", ""))
}

/// `netip.parseIPv4`.
fn parse_ipv4(s: &str) -> Result<[u8; 4], String> {
    let bytes = s.as_bytes();
    let mut fields = [0u8; 4];
    let (mut val, mut pos, mut digits) = (0u32, 0usize, 0usize);
    for (i, &c) in bytes.iter().enumerate() {
        if c.is_ascii_digit() {
            if digits == 1 && val == 0 {
                return Err(addr_error(s, "IPv4 field has octet with leading zero", ""));
            }
            val = val * 10 + u32::from(c - b'0');
            digits += 1;
            if val > 255 {
                return Err(addr_error(s, "IPv4 field has value >255", ""));
            }
        } else if c == b'.' {
            if i == 0 || i == bytes.len() - 1 || bytes[i - 1] == b'.' {
                return Err(addr_error(
                    s,
                    "IPv4 field must have at least one digit",
                    &s[i..],
                ));
            }
            if pos == 3 {
                return Err(addr_error(s, "IPv4 address too long", ""));
            }
            fields[pos] = val as u8;
            pos += 1;
            val = 0;
            digits = 0;
        } else {
            return Err(addr_error(s, "unexpected character", &s[i..]));
        }
    }
    if pos < 3 {
        return Err(addr_error(s, "IPv4 address too short", ""));
    }
    fields[3] = val as u8;
    Ok(fields)
}

/// `netip.parseIPv6`.
fn parse_ipv6(input: &str) -> Result<Addr, String> {
    let (mut s, zone) = match input.split_once('%') {
        Some((_, "")) => return Err(addr_error(input, "zone must be a non-empty string", "")),
        Some((addr, zone)) => (addr, zone),
        None => (input, ""),
    };
    let mut ip = [0u8; 16];
    let mut ellipsis: Option<usize> = None;
    if s.starts_with("::") {
        ellipsis = Some(0);
        s = &s[2..];
        if s.is_empty() {
            return Ok(Addr::V6(ip, zone.to_owned()));
        }
    }
    let mut i = 0;
    while i < 16 {
        let mut off = 0;
        let mut acc: u32 = 0;
        for &c in s.as_bytes() {
            let digit = match c {
                b'0'..=b'9' => c - b'0',
                b'a'..=b'f' => c - b'a' + 10,
                b'A'..=b'F' => c - b'A' + 10,
                _ => break,
            };
            acc = (acc << 4) + u32::from(digit);
            if acc > 0xffff {
                return Err(addr_error(input, "IPv6 field has value >=2^16", s));
            }
            off += 1;
        }
        if off == 0 {
            return Err(addr_error(
                input,
                "each colon-separated field must have at least one digit",
                s,
            ));
        }
        if s.as_bytes().get(off) == Some(&b'.') {
            if ellipsis.is_none() && i != 12 {
                return Err(addr_error(
                    input,
                    "embedded IPv4 address must replace the final 2 fields of the address",
                    s,
                ));
            }
            if i + 4 > 16 {
                return Err(addr_error(
                    input,
                    "too many hex fields to fit an embedded IPv4 at the end of the address",
                    s,
                ));
            }
            let v4 = parse_ipv4(s).map_err(|e| addr_error(input, &e, s))?;
            ip[i..i + 4].copy_from_slice(&v4);
            s = "";
            i += 4;
            break;
        }
        ip[i] = (acc >> 8) as u8;
        ip[i + 1] = acc as u8;
        i += 2;
        s = &s[off..];
        if s.is_empty() {
            break;
        }
        if !s.starts_with(':') {
            return Err(addr_error(input, "unexpected character, want colon", s));
        } else if s.len() == 1 {
            return Err(addr_error(
                input,
                "colon must be followed by more characters",
                s,
            ));
        }
        s = &s[1..];
        if s.starts_with(':') {
            if ellipsis.is_some() {
                return Err(addr_error(input, "multiple :: in address", s));
            }
            ellipsis = Some(i);
            s = &s[1..];
            if s.is_empty() {
                break;
            }
        }
    }
    if !s.is_empty() {
        return Err(addr_error(input, "trailing garbage after address", s));
    }
    if i < 16 {
        let Some(at) = ellipsis else {
            return Err(addr_error(input, "address string too short", ""));
        };
        let n = 16 - i;
        ip.copy_within(at..i, at + n);
        ip[at..at + n].fill(0);
    } else if ellipsis.is_some() {
        return Err(addr_error(
            input,
            "the :: must expand to at least one field of zeros",
            "",
        ));
    }
    Ok(Addr::V6(ip, zone.to_owned()))
}

/// The library's `parseIPAddr`: `netip.ParseAddr`, without zones or IPv4-mapped
/// IPv6 addresses.
pub fn parse_ip(raw: &str) -> Result<Addr, String> {
    let addr = parse_addr(raw).map_err(|e| {
        format!(
            "IP Address {} parse error during conversion from string: {e}",
            quote(raw)
        )
    })?;
    if matches!(&addr, Addr::V6(_, zone) if !zone.is_empty()) {
        return Err(format!(
            "IP address {} with zone value is not allowed",
            quote(raw)
        ));
    }
    if addr.is_4in6() {
        return Err(format!(
            "IPv4-mapped IPv6 address {} is not allowed",
            quote(raw)
        ));
    }
    Ok(addr)
}

/// A network as Go's `netip.Prefix` holds it: an address (not masked) and a length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefix {
    addr: Addr,
    bits: u8,
}

impl Prefix {
    /// `Prefix.Masked`.
    fn masked(&self) -> Prefix {
        Prefix {
            addr: self.addr.masked(self.bits),
            bits: self.bits,
        }
    }

    /// `Prefix.Contains`: same family, same first `bits` bits, no zone.
    fn contains(&self, ip: &Addr) -> bool {
        if matches!(ip, Addr::V6(_, z) if !z.is_empty()) || ip.bit_len() != self.addr.bit_len() {
            return false;
        }
        ip.masked(self.bits).bytes() == self.addr.masked(self.bits).bytes()
    }
}

impl fmt::Display for Prefix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.addr, self.bits)
    }
}

/// `netip.ParsePrefix`.
pub fn parse_prefix(s: &str) -> Result<Prefix, String> {
    let error = |msg: &str| format!("netip.ParsePrefix({}): {msg}", quote(s));
    let Some(i) = s.rfind('/') else {
        return Err(error("no '/'"));
    };
    let addr = parse_addr(&s[..i]).map_err(|e| error(&e))?;
    if matches!(&addr, Addr::V6(_, z) if !z.is_empty()) {
        return Err(error("IPv6 zones cannot be present in a prefix"));
    }
    let bits = &s[i + 1..];
    let bad_bits = || error(&format!("bad bits after slash: {}", quote(bits)));
    if bits.len() > 1 && !matches!(bits.as_bytes()[0], b'1'..=b'9') {
        return Err(bad_bits());
    }
    // strconv.Atoi: digits with an optional sign (a sign only alone, by the check above).
    if bits.is_empty() || !bits.bytes().all(|c| c.is_ascii_digit()) {
        return Err(bad_bits());
    }
    match bits.parse::<u32>() {
        Ok(n) if n <= u32::from(addr.bit_len()) => Ok(Prefix {
            addr,
            bits: n as u8,
        }),
        _ => Err(error("prefix length out of range")),
    }
}

/// The library's `parseCIDR`: `netip.ParsePrefix`, without IPv4-mapped addresses.
pub fn parse_cidr(raw: &str) -> Result<Prefix, String> {
    let prefix = parse_prefix(raw)
        .map_err(|e| format!("network address parse error during conversion from string: {e}"))?;
    if prefix.addr.is_4in6() {
        return Err(format!(
            "IPv4-mapped IPv6 address {} is not allowed",
            quote(raw)
        ));
    }
    Ok(prefix)
}

/// A `net.IP` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ip(pub Addr);

impl Opaque for Ip {
    fn runtime_type_name(&self) -> &str {
        IP
    }
}

/// A `net.CIDR` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cidr(pub Prefix);

impl Opaque for Cidr {
    fn runtime_type_name(&self) -> &str {
        CIDR
    }
}

fn ip_value(s: &str) -> Result<Value, ExecutionError> {
    parse_ip(s).map(|a| wrap(Ip(a))).map_err(server_error)
}

/// `stringToCIDR`: the message says "network address parse error" twice, as the
/// server's does.
fn cidr_value(s: &str) -> Result<Value, ExecutionError> {
    parse_cidr(s).map(|p| wrap(Cidr(p))).map_err(|e| {
        server_error(format!(
            "network address parse error during conversion from string: {e}"
        ))
    })
}

overload!(string_to_ip, |a| ip_value(string(a, 0)?));
overload!(is_ip, |a| Ok(Value::Bool(parse_ip(string(a, 0)?).is_ok())));
overload!(ip_is_canonical, |a| {
    let s = string(a, 0)?;
    let addr = parse_ip(s).map_err(server_error)?;
    Ok(Value::Bool(addr.to_string() == s))
});
overload!(ip_to_string, |a| Ok(Value::from(
    opaque::<Ip>(a, 0)?.0.to_string()
)));
overload!(ip_family, |a| Ok(Value::Int(match opaque::<Ip>(a, 0)?.0 {
    Addr::V4(_) => 4,
    Addr::V6(..) => 6,
})));
overload!(ip_is_unspecified, |a| Ok(Value::Bool(
    opaque::<Ip>(a, 0)?.0.is_unspecified()
)));
overload!(ip_is_loopback, |a| Ok(Value::Bool(
    opaque::<Ip>(a, 0)?.0.is_loopback()
)));
overload!(ip_is_link_local_multicast, |a| Ok(Value::Bool(
    opaque::<Ip>(a, 0)?.0.is_link_local_multicast()
)));
overload!(ip_is_link_local_unicast, |a| Ok(Value::Bool(
    opaque::<Ip>(a, 0)?.0.is_link_local_unicast()
)));
overload!(ip_is_global_unicast, |a| Ok(Value::Bool(
    opaque::<Ip>(a, 0)?.0.is_global_unicast()
)));

overload!(string_to_cidr, |a| cidr_value(string(a, 0)?));
overload!(is_cidr, |a| Ok(Value::Bool(
    parse_cidr(string(a, 0)?).is_ok()
)));
overload!(cidr_to_string, |a| Ok(Value::from(
    opaque::<Cidr>(a, 0)?.0.to_string()
)));
overload!(cidr_contains_ip, |a| {
    let ip = opaque::<Ip>(a, 1)?;
    Ok(Value::Bool(opaque::<Cidr>(a, 0)?.0.contains(&ip.0)))
});
overload!(cidr_contains_ip_string, |a| {
    let Value::Opaque(ip) = ip_value(string(a, 1)?)? else {
        return Err(server_error("not an IP address"));
    };
    let Some(ip) = ip.downcast_ref::<Ip>() else {
        return Err(server_error("not an IP address"));
    };
    Ok(Value::Bool(opaque::<Cidr>(a, 0)?.0.contains(&ip.0)))
});
overload!(cidr_contains_cidr, |a| {
    let other = &opaque::<Cidr>(a, 1)?.0;
    Ok(Value::Bool(contains_cidr(&opaque::<Cidr>(a, 0)?.0, other)))
});
overload!(cidr_contains_cidr_string, |a| {
    let Value::Opaque(other) = cidr_value(string(a, 1)?)? else {
        return Err(server_error("not a CIDR"));
    };
    let Some(other) = other.downcast_ref::<Cidr>() else {
        return Err(server_error("not a CIDR"));
    };
    Ok(Value::Bool(contains_cidr(
        &opaque::<Cidr>(a, 0)?.0,
        &other.0,
    )))
});
overload!(cidr_ip, |a| Ok(wrap(Ip(opaque::<Cidr>(a, 0)?
    .0
    .addr
    .clone()))));
overload!(cidr_prefix_length, |a| Ok(Value::Int(i64::from(
    opaque::<Cidr>(a, 0)?.0.bits
))));
overload!(cidr_masked, |a| Ok(wrap(Cidr(
    opaque::<Cidr>(a, 0)?.0.masked()
))));

/// `cidrContainsCIDR`, as the server writes it: the masked network must equal
/// `netip.PrefixFrom(other.Addr(), bits)`, which is not masked — so a network whose
/// address has bits set after this one's length is not contained.
fn contains_cidr(cidr: &Prefix, other: &Prefix) -> bool {
    let from = Prefix {
        addr: other.addr.clone(),
        bits: cidr.bits,
    };
    cidr.masked() == from && cidr.bits <= other.bits
}

/// Registers the IP and CIDR libraries.
pub fn extension(env: &mut Env) -> Result<(), DeclarationError> {
    let ip = || opaque_type(IP);
    let cidr = || opaque_type(CIDR);
    env.add_type(ip())?;
    env.add_type(cidr())?;
    env.add_overload("ip", "string_to_ip", vec![STRING_TYPE], string_to_ip)?;
    env.add_overload("isIP", "is_ip", vec![STRING_TYPE], is_ip)?;
    env.add_overload(
        "ip.isCanonical",
        "ip_is_canonical",
        vec![STRING_TYPE],
        ip_is_canonical,
    )?;
    env.add_overload("string", "ip_to_string", vec![ip()], ip_to_string)?;
    for (name, id, f) in [
        ("family", "ip_family", ip_family as Function),
        ("isUnspecified", "ip_is_unspecified", ip_is_unspecified),
        ("isLoopback", "ip_is_loopback", ip_is_loopback),
        (
            "isLinkLocalMulticast",
            "ip_is_link_local_multicast",
            ip_is_link_local_multicast,
        ),
        (
            "isLinkLocalUnicast",
            "ip_is_link_local_unicast",
            ip_is_link_local_unicast,
        ),
        (
            "isGlobalUnicast",
            "ip_is_global_unicast",
            ip_is_global_unicast,
        ),
    ] {
        env.add_member_overload(name, id, ip(), vec![], f)?;
    }
    env.add_overload("cidr", "string_to_cidr", vec![STRING_TYPE], string_to_cidr)?;
    env.add_overload("isCIDR", "is_cidr", vec![STRING_TYPE], is_cidr)?;
    env.add_overload("string", "cidr_to_string", vec![cidr()], cidr_to_string)?;
    env.add_member_overload(
        "containsIP",
        "cidr_contains_ip_string",
        cidr(),
        vec![STRING_TYPE],
        cidr_contains_ip_string,
    )?;
    env.add_member_overload(
        "containsIP",
        "cidr_contains_ip_ip",
        cidr(),
        vec![ip()],
        cidr_contains_ip,
    )?;
    env.add_member_overload(
        "containsCIDR",
        "cidr_contains_cidr_string",
        cidr(),
        vec![STRING_TYPE],
        cidr_contains_cidr_string,
    )?;
    env.add_member_overload(
        "containsCIDR",
        "cidr_contains_cidr",
        cidr(),
        vec![cidr()],
        cidr_contains_cidr,
    )?;
    env.add_member_overload("ip", "cidr_ip", cidr(), vec![], cidr_ip)?;
    env.add_member_overload(
        "prefixLength",
        "cidr_prefix_length",
        cidr(),
        vec![],
        cidr_prefix_length,
    )?;
    env.add_member_overload("masked", "cidr_masked", cidr(), vec![], cidr_masked)?;
    Ok(())
}
