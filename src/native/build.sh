#!/usr/bin/env bash
# Builds the native shim into $1/libringoracle.so against the headers the Debian packages install.
# Stops with a message naming the missing package when one is not installed.
set -euo pipefail
if [[ $# -ne 1 || "$1" == --help ]]; then
  echo "usage: build.sh <output directory>"
  echo "Compiles src/native/ringoracle.c against DPDK 22.11 (libdpdk-dev), the Linux UAPI headers (linux-libc-dev) and Concurrency Kit (libck-dev) into <output directory>/libringoracle.so."
  [[ $# -eq 1 ]] && exit 0 || exit 2
fi
out="$1"
missing=()
need() { # header package
  if [[ ! -e "$1" ]]; then missing+=("$2 (no $1)"); fi
}
need /usr/include/dpdk/rte_ring.h libdpdk-dev
need /usr/include/linux/virtio_ring.h linux-libc-dev
need /usr/include/ck_ring.h libck-dev
command -v pkg-config >/dev/null || missing+=("pkg-config (no pkg-config command)")
command -v gcc >/dev/null || missing+=("gcc (no gcc command)")
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "The native profile needs packages that are not installed:" >&2
  printf '  %s\n' "${missing[@]}" >&2
  echo "Install them with: apt-get install --no-install-recommends libdpdk-dev linux-libc-dev libck-dev pkg-config gcc" >&2
  exit 1
fi
mkdir -p "$out"
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC2046 # pkg-config prints several words on purpose
gcc -shared -fPIC -O2 -Wall -Wextra -Werror $(pkg-config --cflags libdpdk) \
  -o "$out/libringoracle.so" "$here/ringoracle.c" -lrte_mbuf -lrte_mempool -lrte_ring -lrte_eal
echo "built $out/libringoracle.so against DPDK $(pkg-config --modversion libdpdk)"
