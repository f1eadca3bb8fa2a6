// Self-signed demo certificates with their private keys (ECDSA P-256), made with openssl for the
// sandbox's seed and the tests of the certificate upload: they protect nothing and are not secrets.

export interface DemoCertificate {
  /** PEM */
  certificate: string;
  /** PEM (PKCS #8) */
  private_key: string;
}

export const DEMO_CERTIFICATES: Readonly<
  Record<'shop' | 'wildcard' | 'otherSite' | 'expired', DemoCertificate>
> = {
  /** example-shop.ir and www.example-shop.ir, valid 2024-01-01 to 2036-01-01: the custom certificate the seed gives example-shop.ir */
  shop: {
    certificate: `-----BEGIN CERTIFICATE-----
MIIBdDCCARugAwIBAgIBATAKBggqhkjOPQQDAjAaMRgwFgYDVQQDDA9leGFtcGxl
LXNob3AuaXIwHhcNMjQwMTAxMDAwMDAwWhcNMzYwMTAxMDAwMDAwWjAaMRgwFgYD
VQQDDA9leGFtcGxlLXNob3AuaXIwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQh
bcib8CIWtj/GZ53hdg/AhLhLaOPVP3IOL/gVO2TV6eOy9fzunnoJuXI6lTYUBD/Q
rwgmHAoKdDNK4F8+UVLPo1IwUDAvBgNVHREEKDAmgg9leGFtcGxlLXNob3AuaXKC
E3d3dy5leGFtcGxlLXNob3AuaXIwHQYDVR0OBBYEFJlKMnwpe0bIF9b0SkXxsxKN
T27LMAoGCCqGSM49BAMCA0cAMEQCICZNmEXGdeo1VfIRQEI6MoDa7IR31BfN+2oN
z2agdgfyAiAe4+eemHxZpgqCBhVSXCd6s4K9TPsoXU6BrIGfep2a5A==
-----END CERTIFICATE-----
`,
    private_key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgoFL2nHs0cET5W9Wy
6mL5hibbvFZgzj2y11KS1orw8ZKhRANCAAQhbcib8CIWtj/GZ53hdg/AhLhLaOPV
P3IOL/gVO2TV6eOy9fzunnoJuXI6lTYUBD/QrwgmHAoKdDNK4F8+UVLP
-----END PRIVATE KEY-----
`,
  },
  /** example-shop.ir and *.example-shop.ir, valid 2024-01-01 to 2036-01-01: one to upload */
  wildcard: {
    certificate: `-----BEGIN CERTIFICATE-----
MIIBcjCCARmgAwIBAgIBATAKBggqhkjOPQQDAjAaMRgwFgYDVQQDDA9leGFtcGxl
LXNob3AuaXIwHhcNMjQwMTAxMDAwMDAwWhcNMzYwMTAxMDAwMDAwWjAaMRgwFgYD
VQQDDA9leGFtcGxlLXNob3AuaXIwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQk
KOxNeSg8q3w4YUnBeosU+HHRqqyUc0vHYckjy9o7dlr2Aso4cqR4ewMf+X5uCj2C
crJwn0fm/2KZzrXLqiIco1AwTjAtBgNVHREEJjAkgg9leGFtcGxlLXNob3AuaXKC
ESouZXhhbXBsZS1zaG9wLmlyMB0GA1UdDgQWBBRS4oCzd92O5J1n35SUvmtYL+4I
yzAKBggqhkjOPQQDAgNHADBEAiAjHc+KyR7lLfHbDGKny6F9vCeDdZIGtt7pCfRf
5D7zQwIgOZ+166McYVyEq94hJ8tvt8sON9WKaxI7O/jW+YB+Eig=
-----END CERTIFICATE-----
`,
    private_key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgsHNqyLLnAMBS+eGJ
AbHKCDI5lK01uEyIpqPFOuCgmWehRANCAAQkKOxNeSg8q3w4YUnBeosU+HHRqqyU
c0vHYckjy9o7dlr2Aso4cqR4ewMf+X5uCj2CcrJwn0fm/2KZzrXLqiIc
-----END PRIVATE KEY-----
`,
  },
  /** other-site.com and www.other-site.com: a certificate of another domain */
  otherSite: {
    certificate: `-----BEGIN CERTIFICATE-----
MIIBcTCCARegAwIBAgIBATAKBggqhkjOPQQDAjAZMRcwFQYDVQQDDA5vdGhlci1z
aXRlLmNvbTAeFw0yNDAxMDEwMDAwMDBaFw0zNjAxMDEwMDAwMDBaMBkxFzAVBgNV
BAMMDm90aGVyLXNpdGUuY29tMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEYeoz
d/Yf4PwBU5mCwsVPE1Qtyu0/s7fInqm3+YdjI7DiPI2yfgaI5f1c3mtQ4S6rUNNM
+hAG4dMaIrfUQaIqwqNQME4wLQYDVR0RBCYwJIIOb3RoZXItc2l0ZS5jb22CEnd3
dy5vdGhlci1zaXRlLmNvbTAdBgNVHQ4EFgQUWMpYfiAvRh2AYjB57bkPilQRyGAw
CgYIKoZIzj0EAwIDSAAwRQIgM84H0dryn1VVPj6PC31VHcacTDE+AJFiXjc8kSUy
uRoCIQDdnBxfVCHi6u/KGDzeDeij/hvjB1rRF3tpVlz0qGqK7w==
-----END CERTIFICATE-----
`,
    private_key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgKSdTO7riivA2TB3Q
oO54pM3pI7HWHpootNp3jWOzZiOhRANCAARh6jN39h/g/AFTmYLCxU8TVC3K7T+z
t8ieqbf5h2MjsOI8jbJ+Bojl/Vzea1DhLqtQ00z6EAbh0xoit9RBoirC
-----END PRIVATE KEY-----
`,
  },
  /** example-shop.ir, valid 2020-01-01 to 2021-01-01: expired */
  expired: {
    certificate: `-----BEGIN CERTIFICATE-----
MIIBYDCCAQagAwIBAgIBATAKBggqhkjOPQQDAjAaMRgwFgYDVQQDDA9leGFtcGxl
LXNob3AuaXIwHhcNMjAwMTAxMDAwMDAwWhcNMjEwMTAxMDAwMDAwWjAaMRgwFgYD
VQQDDA9leGFtcGxlLXNob3AuaXIwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAT5
zQUzflV8Ms4VN5x/wPzFu3bCA34U41deb3FS9xq+eFLP507HvbJ1COmIvsD0vgUc
53JvJAzt3niafyuR4vshoz0wOzAaBgNVHREEEzARgg9leGFtcGxlLXNob3AuaXIw
HQYDVR0OBBYEFAtwMKEYV9T6ihvIKj9b3AltL7nkMAoGCCqGSM49BAMCA0gAMEUC
IQDOugudKWgcQ6vEMHVWQdtzywhWDcCxUqOwJOB8n6eH3wIgTy/ZUF08kFLpRuLy
o2BD9jf1QG4nhPAiez0RgwJIEjM=
-----END CERTIFICATE-----
`,
    private_key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUL1F/wut/okQLgMO
0prhPpEiTpQLjCLOLalDkePJ7l2hRANCAAT5zQUzflV8Ms4VN5x/wPzFu3bCA34U
41deb3FS9xq+eFLP507HvbJ1COmIvsD0vgUc53JvJAzt3niafyuR4vsh
-----END PRIVATE KEY-----
`,
  },
};
