/*
 * A part of this directory that includes this header is compiled with -fwhole-program (build.sh):
 * it includes a whole file of a driver or library, of which only what its exported functions reach
 * is compiled, as if every other function were static. The functions the shim exports (shim.map)
 * are marked RO_EXPORT so that they stay visible.
 */
#ifndef RO_EXPORT
#define RO_EXPORT __attribute__((externally_visible))
#endif
