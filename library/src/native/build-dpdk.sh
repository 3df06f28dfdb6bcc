#!/usr/bin/env bash
# Builds, from a DPDK source tree, the libraries the native profile judges and what they depend
# on, with the ring mempool driver (rte_pktmbuf_pool_create needs it); the other libraries and
# drivers, the apps and the tests are left out. A build already set up is completed (ninja
# does only what is left).
#
# With --copy, copies a tree built into its own build/ (as above) to a new directory and moves
# the absolute paths of the build's text files to the copy: the copy's libraries are the same
# files, and its next build (ninja) redoes only the links that name those paths, and what a change
# made to the copy needs, instead of compiling everything again.
set -euo pipefail
usage="usage: build-dpdk.sh <DPDK source tree> [<build directory>, default <tree>/build]
       build-dpdk.sh --copy <DPDK source tree built into <tree>/build> <new directory>"
if [[ "${1:-}" == --copy ]]; then
  [[ $# -eq 3 ]] || { echo "$usage" >&2; exit 2; }
  src=$(readlink -f "$2")
  [[ -f "$src/build/build.ninja" ]] || { echo "build-dpdk.sh --copy: $src has no build/build.ninja; build it first" >&2; exit 2; }
  [[ ! -e "$3" ]] || { echo "build-dpdk.sh --copy: $3 exists; the copy must be a new directory" >&2; exit 2; }
  started=$SECONDS
  cp -a "$src" "$3"
  copy=$(readlink -f "$3")
  # build.ninja and the other text files of the build (meson-uninstalled/*.pc, which build.sh reads
  # for the libraries' directories, among them) name the original's paths; binary files are left.
  { grep -rlIF "$src" "$copy/build" || true; } | while IFS= read -r f; do
    FROM="$src" TO="$copy" perl -pi -e 's/\Q$ENV{FROM}\E/$ENV{TO}/g' "$f"
  done
  echo "copied $src with its build to $copy in $((SECONDS - started)) s"
  exit 0
fi
if [[ $# -lt 1 || $# -gt 2 || "$1" == --help ]]; then
  echo "$usage"
  [[ "${1:-}" == --help ]] && exit 0 || exit 2
fi
src="$1"
build="${2:-$1/build}"
[[ -f "$src/meson.build" && -d "$src/lib/ring" ]] || { echo "build-dpdk.sh: $src is no DPDK source tree (no meson.build, lib/ring)" >&2; exit 2; }
started=$SECONDS
if [[ ! -f "$build/build.ninja" ]]; then
  rm -rf "$build"
  meson setup "$build" "$src" -Dplatform=generic -Denable_drivers=mempool/ring -Ddisable_apps='*' -Dtests=false \
    -Denable_docs=false -Dexamples= -Ddefault_library=shared \
    -Ddisable_libs=bitratestats,cfgfile,flow_classify,gpudev,gro,gso,kni,jobstats,latencystats,metrics,node,pdump,pipeline,port,power,table,vhost \
    > "$build.meson.log"
fi
# The libraries the shim links (ethdev and security for the ixgbe driver's queue setup, which the
# shim compiles from this tree) and the driver it loads, each with what it needs, not all of what the
# setup enables.
targets=$(ninja -C "$build" -t targets all |
  sed -n -E 's#^((lib|drivers)/librte_(eal|ring|mempool|mbuf|ethdev|security|mempool_ring)\.so[.0-9]*): c_LINKER$#\1#p')
[[ $(wc -w <<< "$targets") -eq 7 ]] || {
  echo "build-dpdk.sh: $build does not build librte_eal, librte_ring, librte_mempool, librte_mbuf, librte_ethdev, librte_security and the driver librte_mempool_ring as shared libraries (found: ${targets:-none})" >&2
  exit 1
}
# shellcheck disable=SC2086
ninja -C "$build" $targets > "$build.ninja.log"
echo "built $src into $build in $((SECONDS - started)) s"
