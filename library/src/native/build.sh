#!/usr/bin/env bash
# Builds the native shim, <out>/libringoracle.so, against the C to judge: DPDK, Concurrency Kit and
# the Linux UAPI headers, each as Debian installs it or from a location the user names. The shim is
# compiled against and linked to exactly what was found (an rpath, DT_RPATH, to the DPDK libraries
# used, so neither LD_LIBRARY_PATH nor the system's copies can stand in), and <out>/judged.properties
# records which headers and libraries were used; the tests check at run time that the libraries
# loaded are those. Stops with a message naming what is missing.
set -euo pipefail

usage() {
  cat <<'TXT'
usage: build.sh <output directory> [--dpdk[=]DIR] [--ck[=]DIR] [--linux[=]DIR]

Compiles the shim's parts, library/src/native/shim/*.c, each into <output directory>/obj, links them
into <output directory>/libringoracle.so and writes <output directory>/judged.properties. With a
DPDK source tree, also the parts of library/src/native/source/*.c, which include a driver's file.
Without an option, each library is the one Debian installs: DPDK 22.11 (libdpdk-dev),
Concurrency Kit (libck-dev), the Linux UAPI headers (linux-libc-dev).

  --dpdk DIR   a DPDK to judge instead: the directory holding libdpdk.pc, an install prefix
               (DIR/lib/*/pkgconfig/libdpdk.pc), a meson build directory, or a source tree whose
               build directory is DIR/build (meson-uninstalled/libdpdk-uninstalled.pc)
  --ck DIR     a Concurrency Kit: DIR/include/ck_ring.h or DIR/ck_ring.h, with ck_md.h beside it
  --linux DIR  Linux UAPI headers (as make headers_install writes them): DIR/include/linux/virtio_ring.h
               or DIR/linux/virtio_ring.h
TXT
}

if [[ $# -ge 1 && "$1" == --help ]]; then usage; exit 0; fi
if [[ $# -lt 1 ]]; then usage >&2; exit 2; fi
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
dpdk="" ck="" linux=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    # --dpdk=DIR as Maven passes it; an empty DIR (an unset property) is the installed library.
    --dpdk=*) dpdk="${1#*=}"; shift ;;
    --ck=*) ck="${1#*=}"; shift ;;
    --linux=*) linux="${1#*=}"; shift ;;
    --dpdk|--ck|--linux)
      [[ $# -ge 2 && -n "$2" ]] || { echo "build.sh: $1 needs a directory" >&2; exit 2; }
      case "$1" in --dpdk) dpdk="$2" ;; --ck) ck="$2" ;; --linux) linux="$2" ;; esac
      shift 2 ;;
    *) echo "build.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done

stop() { echo "The native profile cannot build its shim: $1" >&2; exit 1; }
missing=()
command -v pkg-config >/dev/null || missing+=("pkg-config (no pkg-config command)")
command -v gcc >/dev/null || missing+=("gcc (no gcc command)")
package() { # header package
  [[ -e "$1" ]] || missing+=("$2 (no $1)")
}
named() { # option dir
  [[ -d "$2" ]] || stop "$1 $2: no such directory"
  (cd "$2" && pwd -P)
}

# DPDK: a pkg-config file, whose directory goes first on PKG_CONFIG_PATH (libdpdk requires libbsd,
# which stays the system's); the file pkg-config then reads must be that one.
if [[ -n "$dpdk" ]]; then
  dpdk=$(named --dpdk "$dpdk")
  pc=""
  for candidate in "$dpdk/libdpdk.pc" "$dpdk"/lib/pkgconfig/libdpdk.pc "$dpdk"/lib/*/pkgconfig/libdpdk.pc \
      "$dpdk"/lib64/pkgconfig/libdpdk.pc "$dpdk/meson-uninstalled/libdpdk-uninstalled.pc" \
      "$dpdk/build/meson-uninstalled/libdpdk-uninstalled.pc"; do
    if [[ -f "$candidate" ]]; then pc="$candidate"; break; fi
  done
  [[ -n "$pc" ]] || stop "--dpdk $dpdk holds no libdpdk.pc (looked in it, in lib/pkgconfig, lib/*/pkgconfig and lib64/pkgconfig below it, and for meson-uninstalled/libdpdk-uninstalled.pc in it and in build/)"
  pcdir=$(dirname "$pc")
  pcname=$(basename "$pc" .pc)
  export PKG_CONFIG_PATH="$pcdir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  dpdk_origin="named: $dpdk"
else
  package /usr/include/dpdk/rte_ring.h libdpdk-dev
  pcname=libdpdk
  dpdk_origin="installed: libdpdk-dev $(dpkg-query -W -f '${Version}' libdpdk-dev 2>/dev/null || echo '(version unknown)')"
fi

# Concurrency Kit and the Linux UAPI headers: an include directory put before the system's.
includes=()
if [[ -n "$ck" ]]; then
  ck=$(named --ck "$ck")
  if [[ -f "$ck/include/ck_ring.h" ]]; then ck_inc="$ck/include"; elif [[ -f "$ck/ck_ring.h" ]]; then ck_inc="$ck"; else
    stop "--ck $ck holds no ck_ring.h (looked for $ck/include/ck_ring.h and $ck/ck_ring.h)"
  fi
  [[ -f "$ck_inc/ck_md.h" ]] || stop "--ck $ck: $ck_inc has ck_ring.h but no ck_md.h (run ./configure in a Concurrency Kit source tree)"
  includes+=("-I$ck_inc")
  ck_origin="named: $ck"
else
  package /usr/include/ck_ring.h libck-dev
  ck_origin="installed: libck-dev $(dpkg-query -W -f '${Version}' libck-dev 2>/dev/null || echo '(version unknown)')"
fi
if [[ -n "$linux" ]]; then
  linux=$(named --linux "$linux")
  if [[ -f "$linux/include/linux/virtio_ring.h" ]]; then linux_inc="$linux/include"
  elif [[ -f "$linux/linux/virtio_ring.h" ]]; then linux_inc="$linux"; else
    stop "--linux $linux holds no linux/virtio_ring.h (looked in $linux/include and $linux)"
  fi
  includes+=("-I$linux_inc")
  linux_origin="named: $linux"
else
  package /usr/include/linux/virtio_ring.h linux-libc-dev
  linux_origin="installed: linux-libc-dev $(dpkg-query -W -f '${Version}' linux-libc-dev 2>/dev/null || echo '(version unknown)')"
fi

if [[ ${#missing[@]} -gt 0 ]]; then
  echo "The native profile needs packages that are not installed:" >&2
  printf '  %s\n' "${missing[@]}" >&2
  echo "Install them with: apt-get install -y --no-install-recommends libdpdk-dev linux-libc-dev libck-dev pkg-config gcc" >&2
  echo "(or name a DPDK, Concurrency Kit or Linux headers of your own: library/src/native/build.sh --help)" >&2
  exit 1
fi

pkg-config --exists "$pcname" 2>/dev/null || stop "pkg-config cannot read $pcname: $(pkg-config --print-errors --exists "$pcname" 2>&1 | head -1)"
if [[ -n "$dpdk" ]]; then
  read_pc=$(cd "$(pkg-config --variable=pcfiledir "$pcname")" && pwd -P)
  [[ "$read_pc" == "$pcdir" ]] || stop "pkg-config read $pcname from $read_pc, not from the named $pcdir"
fi
dpdk_version=$(pkg-config --modversion "$pcname")
# A build tree (meson-uninstalled) also has its sources, which the C mutation analysis mutates.
dpdk_source="" dpdk_build=""
if [[ "$pcname" == *-uninstalled ]]; then
  dpdk_source=$(readlink -f "$(pkg-config --variable=srcdir "$pcname")")
  dpdk_build=$(readlink -f "$(pkg-config --variable=prefix "$pcname")")
fi
read -r -a cflags <<< "$(pkg-config --cflags "$pcname")"
# The library directories pkg-config names, where each library the shim links must be.
libdirs=()
for flag in $(pkg-config --libs-only-L "$pcname"); do libdirs+=("${flag#-L}"); done
[[ ${#libdirs[@]} -gt 0 ]] || libdirs=("$(pkg-config --variable=libdir "$pcname")")
libs=()
for lib in rte_mbuf rte_mempool rte_ring rte_eal; do
  found=""
  for dir in "${libdirs[@]}"; do
    if [[ -e "$dir/lib$lib.so" ]]; then found="$dir/lib$lib.so"; break; fi
  done
  [[ -n "$found" ]] || stop "DPDK $dpdk_version ($dpdk_origin) has no lib$lib.so in ${libdirs[*]}"
  libs+=("$found")
done
links=()
for dir in "${libdirs[@]}"; do links+=("-L$dir" "-Wl,-rpath,$dir"); done
# The mempool/ring driver rte_pktmbuf_pool_create needs, linked into the shim and the reproducers
# so that it registers itself when they load: an installed DPDK keeps it in <libdir>/dpdk/pmds-*,
# where EAL would find it too, a build tree in <build>/drivers, where EAL does not look (and EAL
# refuses a plugin it is told of below a world-writable directory such as /tmp).
driver=""
for dir in "${libdirs[@]}"; do
  for candidate in "$dir"/dpdk/pmds-*/librte_mempool_ring.so "$dir"/../drivers/librte_mempool_ring.so; do
    if [[ -e "$candidate" ]]; then driver=$(readlink -f "$candidate"); break 2; fi
  done
done
drivers=()
if [[ -n "$driver" ]]; then
  links+=("-Wl,-rpath,$(dirname "$driver")")
  drivers=(-Wl,--no-as-needed "$driver")
fi

mkdir -p "$out/obj"
here="$(cd "$(dirname "$0")" && pwd)"
parts=("$here"/shim/*.c)
# A source tree also gives the drivers' ring code: the parts of source/ include a driver's source
# file from the tree's drivers/net, or the vhost library's internal header from its lib/, and link
# DPDK's ethdev and security libraries, which the ixgbe driver's queue setup calls.
source_libs=()
if [[ -n "$dpdk_source" ]]; then
  for file in drivers/net/ixgbe/ixgbe_rxtx.c drivers/net/virtio/virtqueue.c drivers/net/virtio/virtqueue.h \
      lib/vhost/vhost.h; do
    [[ -f "$dpdk_source/$file" ]] || stop "the DPDK source tree $dpdk_source has no $file"
  done
  for lib in rte_ethdev rte_security; do
    found=""
    for dir in "${libdirs[@]}"; do [[ -e "$dir/lib$lib.so" ]] && found=1; done
    [[ -n "$found" ]] || stop "the DPDK build $dpdk_build has no lib$lib.so, which the ixgbe driver's queue setup needs: build it with library/src/native/build-dpdk.sh $dpdk_source"
  done
  parts+=("$here"/source/*.c)
  includes+=("-I$dpdk_source/drivers/net" "-I$dpdk_source/lib")
  source_libs=(-lrte_ethdev -lrte_security)
fi
# Each function and datum in a section of its own, so that the link keeps only what the exported
# ro_ functions reach (shim.map, --gc-sections).
compile=(gcc -O2 -Wall -Wextra -Werror -ffunction-sections -fdata-sections "${includes[@]}" "${cflags[@]}")
# Which header each #include resolved to, as the compiler sees them.
headers=$("${compile[@]}" -M "${parts[@]}" | tr ' \\' '\n\n' | grep -E '/(rte_ring|rte_ring_elem_pvt|rte_common|rte_mbuf|rte_mempool|ck_ring|virtio_ring|version)\.h$' | sort -u || true)
header() { grep -E "/$1\$" <<< "$headers" | head -1; }
for h in rte_ring.h rte_mbuf.h ck_ring.h linux/virtio_ring.h; do
  [[ -n "$(header "$h")" ]] || stop "the compiler found no $h"
done
# Each part into an object of its own (the C mutation analysis recompiles only the parts a mutant
# concerns), then the objects into the shim. A part that includes source/export.h includes a whole
# file of a driver or library: compiled with -fwhole-program, it keeps only what its exported
# functions reach (a third of the time for ixgbe's).
flags() { if grep -q '^#include "export.h"' "$1"; then echo -fwhole-program; fi; }
objects=()
for part in "${parts[@]}"; do
  objects+=("$out/obj/$(basename "$part" .c).o")
  "${compile[@]}" $(flags "$part") -fPIC -c -o "${objects[-1]}" "$part"
done
link=(-shared -fPIC -Wl,--disable-new-dtags -Wl,--gc-sections "-Wl,--version-script=$here/shim.map" "${links[@]}"
  -o "$out/libringoracle.so" "${objects[@]}" "${source_libs[@]}" -lrte_mbuf -lrte_mempool -lrte_ring -lrte_eal "${drivers[@]}")
"${compile[@]}" "${link[@]}"
# How the shim was compiled and linked, one argument a line, and each part with its object and
# its own flags, for the C mutation analysis, which compiles a mutant's parts the same way with the
# mutated header's directory first on the include path and links them with the other parts' objects.
printf '%s\n' "${compile[@]}" > "$out/compile.args"
printf '%s\n' "${link[@]}" > "$out/link.args"
for part in "${parts[@]}"; do
  printf '%s\t%s\t%s\n' "$part" "$out/obj/$(basename "$part" .c).o" "$(flags "$part")"
done > "$out/parts.tsv"
# The plain C reproducer of each finding (findings/f*.c), against the same C.
rm -rf "$out/findings" && mkdir -p "$out/findings"
# A source tree also has the reproducers of findings about C only it has (findings/source).
reproducers=("$here"/findings/f*.c)
[[ -z "$dpdk_source" ]] || reproducers+=("$here"/findings/source/f*.c)
for reproducer in "${reproducers[@]}"; do
  "${compile[@]}" -Wl,--disable-new-dtags "${links[@]}" -o "$out/findings/$(basename "$reproducer" .c)" "$reproducer" \
    -lrte_mbuf -lrte_mempool -lrte_ring -lrte_eal "${drivers[@]}"
done

# The Linux headers' version, LINUX_VERSION_CODE of the linux/version.h beside virtio_ring.h.
linux_version="(no linux/version.h)"
version_h="$(dirname "$(header linux/virtio_ring.h)")/version.h"
if [[ -f "$version_h" ]]; then
  code=$(sed -n 's/^#define LINUX_VERSION_CODE \([0-9]*\).*/\1/p' "$version_h")
  [[ -n "$code" ]] && linux_version="$((code >> 16)).$(((code >> 8) & 255)).$((code & 255))"
fi
real() { readlink -f "$1"; }
{
  echo "# Written by library/src/native/build.sh: the C this shim was built against."
  echo "dpdk.origin=$dpdk_origin"
  echo "dpdk.version=$dpdk_version"
  echo "dpdk.header=$(real "$(header rte_ring.h)")"
  echo "dpdk.libdirs=$(for d in "${libdirs[@]}"; do real "$d"; done | paste -sd:)"
  echo "dpdk.mempoolDriver=$driver"
  echo "dpdk.source=$dpdk_source"
  echo "dpdk.build=$dpdk_build"
  echo "dpdk.drivers=$([[ -n "$dpdk_source" ]] && real "$dpdk_source/drivers/net")"
  echo "ck.origin=$ck_origin"
  echo "ck.header=$(real "$(header ck_ring.h)")"
  echo "linux.origin=$linux_origin"
  echo "linux.version=$linux_version"
  echo "linux.header=$(real "$(header linux/virtio_ring.h)")"
} > "$out/judged.properties"

echo "built $out/libringoracle.so and $(find "$out/findings" -type f | wc -l) reproducers in $out/findings against:"
echo "  DPDK $dpdk_version ($dpdk_origin)"
echo "    headers: $(dirname "$(real "$(header rte_ring.h)")")"
for lib in "${libs[@]}"; do echo "    library: $(real "$lib")"; done
if [[ -n "$driver" ]]; then echo "    driver:  $driver"; else
  echo "    driver:  none (no librte_mempool_ring.so in ${libdirs[*]}/dpdk/pmds-* or ../drivers): rte_pktmbuf_copy cannot be judged"
fi
if [[ -n "$dpdk_source" ]]; then echo "    drivers' source: $(real "$dpdk_source/drivers/net") (ixgbe/ixgbe_rxtx.c, virtio/virtqueue.c) and $(real "$dpdk_source/lib/vhost") (vhost.h)"; fi
echo "  Concurrency Kit ($ck_origin): $(real "$(header ck_ring.h)")"
echo "  Linux UAPI headers $linux_version ($linux_origin): $(real "$(header linux/virtio_ring.h)")"
