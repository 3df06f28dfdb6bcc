#!/usr/bin/env bash
# Builds, from a DPDK source tree, the libraries the native profile judges and what they depend
# on, with the ring mempool driver (rte_pktmbuf_pool_create needs it); other drivers, the apps,
# the tests and the optional libraries are left out. A build already set up is completed (ninja
# does only what is left).
set -euo pipefail
if [[ $# -lt 1 || $# -gt 2 || "$1" == --help ]]; then
  echo "usage: build-dpdk.sh <DPDK source tree> [<build directory>, default <tree>/build]"
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
ninja -C "$build" > "$build.ninja.log"
echo "built $src into $build in $((SECONDS - started)) s"
